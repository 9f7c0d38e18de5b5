import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, shot, skipFirstRunTour } from '../support/browser';
import { becomeGuest, pageApi as api } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';
import { readdirSync, readFileSync } from 'node:fs';
import { DEFERRED_SHELL_MODULES, filesOf, isScreenCode } from '../../scripts/vite/shell-manifest';

const e2e = useAppAndBrowser();

/** Headless Chromium on Linux has no voices: a stand-in en-US voice lets the listening prompt show (and records what it said). */
const FAKE_SPEECH = () => {
  const spoken: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = spoken;
  const voice = { lang: 'en-US', name: 'Test voice', localService: true, default: true, voiceURI: 'test' };
  const synth = {
    getVoices: () => [voice],
    speak: (u: { text: string }) => spoken.push(u.text),
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  if (typeof window.SpeechSynthesisUtterance !== 'function') {
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = class {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    };
  }
};

async function newContext(browser: Browser, opts: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark'; locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: opts.viewport ?? PHONE,
    locale: opts.locale ?? 'en-US',
    colorScheme: opts.scheme ?? 'light',
    deviceScaleFactor: 1,
    serviceWorkers: 'allow',
  });
  await context.addInitScript(FAKE_SPEECH);
  await skipFirstRunTour(context);
  return context;
}

async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  if (process.env.E2E_DEBUG) page.on('console', (m) => console.log(`[page ${m.type()}] ${m.text()}`));
  return { page, errors };
}

/** A guest who chose "Learn" on `count` cards of today's feed. */
async function guestWithCards(page: Page, count: number): Promise<number> {
  const guestId = await becomeGuest(page, e2e.server.url);
  const feed = await api<{ data: { id: number }[] }>(page, 'GET', 'feeds/main?limit=30');
  let learned = 0;
  for (const card of feed.body.data) {
    if (learned === count) break;
    const res = await api<{ data: { decision: { result: string } } }>(page, 'POST', `cards/${card.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' });
    expect(res.status).toBe(201);
    learned += 1;
  }
  expect(learned).toBe(count);
  return guestId;
}

const panel = (page: Page) => page.getByTestId('training-panel');
const position = async (page: Page) => Number(await panel(page).getAttribute('data-position'));

/** Answers the card on screen the way its prompt asks, and waits for the next one. */
async function answerCard(page: Page, answer: 'know' | 'again', screenshot?: string): Promise<string> {
  const card = page.getByTestId('training-card');
  await card.waitFor();
  const before = await position(page);
  const prompt = (await card.getAttribute('data-prompt'))!;
  if (prompt === 'recall') {
    await page.getByTestId('training-option').first().click();
    await page.getByTestId('training-verdict').waitFor();
  } else {
    await page.getByTestId('training-show').click();
  }
  await page.getByTestId('training-answer').waitFor();
  if (screenshot) await shot(page, `${screenshot}-${prompt}`);
  await page.getByTestId(answer === 'know' ? 'training-know' : 'training-again').click();
  await poll(() => position(page)).toBe(before + 1);
  return prompt;
}

async function reviewsOf(userId: number) {
  return e2e.server.app.db.selectFrom('reviews').select(['id', 'session_id', 'card_id']).where('user_id', '=', userId).execute();
}

describe('learning in Chromium', () => {
  it('trains online, goes on offline, resumes in a new tab from IndexedDB and flushes every answer exactly once', async () => {
    const context = await newContext(e2e.browser);
    const { page, errors } = await openPage(context);
    const userId = await guestWithCards(page, 5);

    // The learning page: the selection tour opens by itself once, then the page with its counts.
    await page.goto(`${e2e.server.url}/learning`);
    await page.getByTestId('learning-tour').waitFor();
    await page.getByTestId('tour-next').click();
    await poll(() => page.getByTestId('learning-tour').getAttribute('data-step')).toBe('right');
    await page.getByTestId('tour-back').click();
    await page.getByTestId('tour-skip').click();
    await page.getByTestId('learning-tour').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('slovo.learningTourSeen'))).not.toBeNull();
    await poll(() => page.getByTestId('learning-tab-learning').getAttribute('data-count')).toBe('5');
    await poll(() => page.getByTestId('learning-card-row').count()).toBe(5);

    // The service worker holds the app shell, so a tab opened offline still starts.
    // (It takes over on the next navigation: the worker does not claim open pages.)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker?.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
      .toBe('activated');
    // The precache holds the shell (index.html, the files it names, the parts of the shell the app imports after its
    // start) and every screen's code, so a screen never opened before still opens offline.
    const { precached, named } = await page.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      const html = await (await fetch('/index.html')).text();
      return {
        precached: keys.map((r) => new URL(r.url).pathname),
        named: [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => new URL(m[1]!, location.href).pathname),
      };
    });
    const precachedAssets = new Set(precached.filter((p) => p.startsWith('/assets/')));
    const deferred = [...filesOf(JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')), DEFERRED_SHELL_MODULES)].map((f) => `/${f}`);
    expect(deferred.length).toBeGreaterThanOrEqual(DEFERRED_SHELL_MODULES.length);
    const code = readdirSync('dist/assets').filter((f) => isScreenCode(`assets/${f}`)).map((f) => `/assets/${f}`);
    expect(code.length).toBeGreaterThan(20);
    expect(precachedAssets).toEqual(new Set([...code, ...named.filter((p) => p.startsWith('/assets/')), ...deferred]));
    expect(precached.filter((p) => !p.startsWith('/assets/')).sort()).toEqual(
      expect.arrayContaining(['/index.html', '/manifest.webmanifest']),
    );
    expect(precached.every((p) => p.startsWith('/assets/') || p === '/index.html' || p === '/manifest.webmanifest' || p.startsWith('/icons/'))).toBe(true);
    // What this page loaded before the worker controlled it is put into the worker's run-time caches (the page sends
    // the addresses, the worker stores them): every chunk this load fetched is there.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name)).filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'));
            const cache = await caches.open('slovo-assets');
            const missing = await Promise.all(loaded.map(async (u) => ((await cache.match(u.href, { ignoreVary: true })) ? null : u.pathname)));
            return { enough: loaded.length >= 10, missing: missing.filter(Boolean) };
          }),
        { timeout: 30_000 },
      )
      .toEqual({ enough: true, missing: [] });

    await page.getByTestId('learning-start').click();
    await page.getByTestId('training-card').waitFor();
    const total = Number((await page.getByTestId('training-counter').innerText()).split('/')[1]);
    expect(total).toBe(5);

    // Two answers online: they reach the server at once.
    await answerCard(page, 'know');
    await answerCard(page, 'know');
    await poll(async () => (await reviewsOf(userId)).length).toBe(2);
    // The third card's photo is seen in full while online (it is asked again at the end, offline).
    const seenOnline = await page.getByTestId('training-card').getAttribute('data-card-id');
    await poll(() => page.getByTestId('training-card').locator('[data-loaded]').getAttribute('data-loaded')).toBe('true');

    // The network goes; the training does not stop.
    await context.setOffline(true);
    await poll(() => panel(page).getAttribute('data-online')).toBe('false');
    await answerCard(page, 'again');
    await page.getByTestId('training-offline').waitFor();
    await shot(page, 'training-offline-phone');
    expect((await reviewsOf(userId)).length).toBe(2);
    await page.close();

    // A new tab, still offline: the shell comes from the service worker, the session from IndexedDB.
    const second = await openPage(context);
    await second.page.goto(`${e2e.server.url}/training`);
    await second.page.getByTestId('training-card').waitFor();
    // Chromium applies the context's offline emulation to a new tab a moment after it starts (the tab even loads
    // twice while the service worker takes over), so the answer kept by the closed tab may slip out then: either
    // way it must arrive once. From here on the tab is offline for sure.
    const beforeRest = (await reviewsOf(userId)).length;
    expect([2, 3]).toContain(beforeRest);
    await poll(() => panel(second.page).getAttribute('data-online')).toBe('false');
    expect(await position(second.page)).toBe(3);
    await second.page.getByTestId('training-resumed').waitFor();
    // The miss of card 3 is asked again at the end: 6 steps now.
    expect(await second.page.getByTestId('training-counter').innerText()).toMatch(/4\s*\/\s*6/);
    let answered = 3;
    let photoOffline = false;
    while ((await panel(second.page).getAttribute('data-phase')) === 'card') {
      const card = second.page.getByTestId('training-card');
      if ((await card.getAttribute('data-card-id')) === seenOnline) {
        // Offline, the photo seen online comes in full from the service worker's photo cache.
        await poll(() => card.locator('[data-loaded]').getAttribute('data-loaded')).toBe('true');
        photoOffline = true;
      }
      await answerCard(second.page, 'know');
      answered += 1;
    }
    expect(answered).toBe(6);
    expect(photoOffline).toBe(true);
    await poll(() => panel(second.page).getAttribute('data-phase')).toBe('finishing');
    await second.page.getByTestId('training-finishing').waitFor();
    await shot(second.page, 'training-finishing-offline-phone');
    expect((await reviewsOf(userId)).length).toBe(beforeRest);

    // Back online: the outbox flushes, the session is finished, the summary shows.
    await context.setOffline(false);
    await second.page.getByTestId('training-summary').waitFor({ timeout: 20_000 });
    await shot(second.page, 'training-summary-phone');
    const reviews = await reviewsOf(userId);
    // The missed card asked again at the end comes before its one-minute learning step is due: a review counts once
    // per card per due time (issue 29, decision 0030), so that answer is sent once and skipped, not a sixth review.
    expect(reviews).toHaveLength(5);
    expect(new Set(reviews.map((r) => r.id)).size).toBe(5);
    expect(new Set(reviews.map((r) => r.session_id)).size).toBe(1);
    expect(await second.page.getByTestId('training-summary').getAttribute('data-answered')).toBe('5');

    const stats = await api<{ data: { reviewsPerDay: { count: number }[]; streak: { current: number } } }>(second.page, 'GET', 'user/learning/stats');
    expect(stats.body.data.reviewsPerDay.at(-1)!.count).toBe(5);
    expect(stats.body.data.streak.current).toBe(1);

    // Nothing left in the outbox; a reload sends nothing twice.
    const left = await second.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = indexedDB.open('slovo-learning');
          req.onsuccess = () => {
            const tx = req.result.transaction('outbox', 'readonly');
            const count = tx.objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
          req.onerror = () => reject(req.error);
        }),
    );
    expect(left).toBe(0);
    await second.page.reload();
    await second.page.getByTestId('training-panel').waitFor();
    await second.page.waitForTimeout(500);
    expect(await reviewsOf(userId)).toHaveLength(5);
    expect([...errors, ...second.errors]).toEqual([]);
    await context.close();
  });

  it('looks right on a phone and a desktop, light and dark, in both languages', async () => {
    const context = await newContext(e2e.browser, { locale: 'ru-RU' });
    const { page, errors } = await openPage(context);
    await guestWithCards(page, 9);
    await page.evaluate(() => localStorage.setItem('slovo.learningTourSeen', '1'));

    // The tour (opened again from the page) and the learning page.
    await page.goto(`${e2e.server.url}/learning`);
    await page.getByTestId('learning-list').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'learning-ru-light-phone');
    await page.getByTestId('learning-tour-open').click();
    await page.getByTestId('learning-tour').waitFor();
    await page.getByTestId('tour-next').click();
    await page.waitForTimeout(500);
    await shot(page, 'learning-tour-ru-phone');
    await page.getByTestId('tour-back').click();
    await page.getByTestId('tour-skip').click();
    await page.getByTestId('learning-tour').waitFor({ state: 'hidden' });
    await page.getByTestId('learning-settings-open').click();
    await page.getByTestId('learning-settings').waitFor();
    await page.waitForTimeout(500);
    await shot(page, 'learning-settings-ru-phone');
    await page.getByTestId('learning-settings-done').click();
    await page.getByTestId('learning-settings').waitFor({ state: 'hidden' });

    // Training: one screenshot of every prompt the session brings, both themes.
    await page.getByTestId('learning-start').click();
    await page.getByTestId('training-card').waitFor();
    const seen = new Set<string>();
    let i = 0;
    while ((await panel(page).getAttribute('data-phase')) === 'card') {
      const prompt = (await page.getByTestId('training-card').getAttribute('data-prompt'))!;
      const first = !seen.has(prompt);
      if (first) {
        await page.waitForTimeout(350);
        await shot(page, `training-${prompt}-ru-light-phone`);
      }
      seen.add(prompt);
      await answerCard(page, i % 4 === 3 ? 'again' : 'know', first ? 'training-answer-ru' : undefined);
      i += 1;
    }
    expect([...seen].sort()).toEqual(['listening', 'recall', 'recognition']);
    // The listening prompt played the card's server audio (speech synthesis is only for cards without it).
    expect(await page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-slovo-speech]')?.dataset.source ?? '')).toMatch(/\/speech\/cards\/\d+\/word-/);
    await page.getByTestId('training-summary').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(400);
    await shot(page, 'training-summary-ru-light-phone');

    await page.goto(`${e2e.server.url}/progress`);
    await page.getByTestId('chart-reviews').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'progress-ru-light-phone');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(300);
    await shot(page, 'progress-ru-dark-phone');
    await page.goto(`${e2e.server.url}/learning`);
    await page.getByTestId('learning-list').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'learning-ru-dark-phone');

    // Desktop, English, dark then light.
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.setItem('slovo.locale', 'en'));
    await page.reload();
    await page.getByTestId('learning-list').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'learning-en-dark-desktop');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(300);
    await shot(page, 'learning-en-light-desktop');
    await page.goto(`${e2e.server.url}/progress`);
    await page.getByTestId('chart-reviews').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'progress-en-light-desktop');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(300);
    await shot(page, 'progress-en-dark-desktop');
    await page.goto(`${e2e.server.url}/training`);
    await page.getByTestId('training-panel').waitFor();
    await poll(() => panel(page).getAttribute('data-phase')).toMatch(/card|empty/);
    await page.waitForTimeout(400);
    await shot(page, 'training-en-dark-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
