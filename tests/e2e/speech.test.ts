import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, shot, skipFirstRunTour } from '../support/browser';
import { becomeGuest, pageApi as api } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';

const e2e = useAppAndBrowser();

/** A browser without speech synthesis, like Android's WebView inside VK. */
const NO_SPEECH_SYNTHESIS = () => {
  Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: undefined, configurable: true });
};

async function newPage(browser: Browser, viewport = PHONE, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport, locale: 'en-US', colorScheme: scheme, deviceScaleFactor: 1 });
  await context.addInitScript(NO_SPEECH_SYNTHESIS);
  await skipFirstRunTour(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

/** What the app's one audio element played last: its source and how far it got (the media element's played ranges). */
const played = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-slovo-speech]');
    if (!audio || audio.played.length === 0) return null;
    return { source: audio.dataset.source ?? '', seconds: audio.played.end(audio.played.length - 1) };
  });

/** Plays through `tap` and waits until the element has really played some of `expected`. */
async function expectPlayed(page: Page, tap: () => Promise<void>, expected: RegExp) {
  await page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-slovo-speech]');
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load(); // clears the played ranges of the last sound
    }
  });
  await tap();
  await poll(async () => {
    const p = await played(page);
    return p !== null && expected.test(p.source) && p.seconds > 0.05;
  }).toBe(true);
}

const SHOTS = process.env.SPEECH_SHOTS_DIR;
async function keepShot(page: Page, name: string) {
  await shot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(join(process.cwd(), 'tests', 'artifacts', `${name}.png`), join(SHOTS, `${name}.png`));
  }
}

describe('pronunciation in Chromium without speech synthesis', () => {
  it('plays a feed card and its example, says when a sound fails, and trains the listening prompt on the server audio, offline too', async () => {
    const { context, page, errors } = await newPage(e2e.browser);
    const guestId = await becomeGuest(page, e2e.server.url);
    expect(guestId).toBeGreaterThan(0);

    // A failed load says so instead of staying silent.
    await page.route('**/speech/**', (route) => route.abort());
    await page.goto(`${e2e.server.url}/`);
    const top = page.getByTestId('feed-top-card');
    await top.waitFor();
    await poll(() => top.getByTestId('transcription').textContent()).toMatch(/^\[.+\]$/);
    await top.getByTestId('speak-word').click();
    await page.getByText('The sound did not load. Check the connection and tap again.').waitFor();
    await page.unroute('**/speech/**');

    await expectPlayed(page, () => top.getByTestId('speak-word').click(), /\/speech\/cards\/\d+\/word-[0-9a-f]{12}\.opus$/);
    await expectPlayed(page, () => top.getByTestId('speak-example').click(), /\/speech\/cards\/\d+\/example-[0-9a-f]{12}\.opus$/);

    // Training: a card the server asks to be heard (listening: its id + 0 repetitions ≡ 2 mod 3) and two others.
    const feed = (await api<{ data: Array<{ id: number }> }>(page, 'GET', 'feeds/main?limit=30')).body.data;
    const listening = feed.find((c) => c.id % 3 === 2)!;
    const chosen = [listening, ...feed.filter((c) => c !== listening).slice(0, 2)];
    for (const c of chosen) expect((await api(page, 'POST', `cards/${c.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status).toBe(201);
    await page.goto(`${e2e.server.url}/training`);
    const card = page.getByTestId('training-card');
    const panel = page.getByTestId('training-panel');
    let heard = false;
    let offlinePlays = 0;
    for (let turn = 0; turn < 12 && !(heard && offlinePlays > 0); turn++) {
      await card.waitFor();
      const id = Number(await card.getAttribute('data-card-id'));
      const prompt = await card.getAttribute('data-prompt');
      if (prompt === 'listening') {
        expect(id).toBe(listening.id);
        await expectPlayed(page, () => page.getByTestId('training-listen').click(), new RegExp(`/speech/cards/${id}/word-`));
        heard = true;
      }
      if (prompt === 'recall') await page.getByTestId('training-option').first().click();
      else await page.getByTestId('training-show').click();
      await page.getByTestId('training-answer').waitFor();
      // Every prompt shows the word with its speaker once answered (recognition: from the start).
      await expectPlayed(page, () => card.getByTestId('speak-word').first().click(), new RegExp(`/speech/cards/${id}/word-`));
      if (turn > 0) offlinePlays += 1;
      if (turn === 0) {
        // The session's words are fetched ahead into the cache: from the next card on, no network at all.
        const cached = () =>
          page.evaluate(async (ids) => {
            const urls = (await (await caches.open('slovo-speech-v1')).keys()).map((r) => r.url);
            return ids.filter((cardId) => urls.some((u) => u.includes(`/speech/cards/${cardId}/word-`))).length;
          }, chosen.map((c) => c.id));
        await poll(cached, 60_000).toBe(chosen.length);
        await context.setOffline(true);
      }
      const before = await panel.getAttribute('data-position');
      await page.getByTestId('training-again').click();
      await poll(() => panel.getAttribute('data-position')).not.toBe(before);
    }
    expect(heard).toBe(true);
    expect(offlinePlays).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the transcription and the speakers on the card: phone and desktop, light and dark', async () => {
    for (const [viewport, size] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await newPage(e2e.browser, viewport, scheme);
        await page.goto(`${e2e.server.url}/`);
        const top = page.getByTestId('feed-top-card');
        await top.waitFor();
        await poll(() => page.getByTestId('transcription').first().isVisible()).toBe(true);
        await poll(() => page.getByTestId('speak-word').first().isVisible()).toBe(true);
        await page.waitForTimeout(400); // the photo's fade-in: a picture for people, not an assertion
        await keepShot(page, `speech-feed-${size}-${scheme}`);
        const id = await top.getAttribute('data-card-id');
        await page.goto(`${e2e.server.url}/cards/${id}`);
        await poll(() => page.getByTestId('transcription').first().isVisible()).toBe(true);
        await page.waitForTimeout(400);
        await keepShot(page, `speech-card-${size}-${scheme}`);
        await context.close();
      }
    }
  });
});
