import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, shot, skipFirstRunTour } from '../support/browser';
import { pageApi as api } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';

const e2e = useAppAndBrowser();

async function learnerPage(browser: Browser, opts: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark'; locale?: string } = {}) {
  const context = await browser.newContext({ viewport: opts.viewport ?? PHONE, locale: opts.locale ?? 'en-US', colorScheme: opts.scheme ?? 'light', deviceScaleFactor: 1 });
  await skipFirstRunTour(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { page, context, errors };
}

/** A full account, registered and signed in through the API from a page that does not boot the app. */
async function registered(page: Page, name: string): Promise<number> {
  await page.goto(`${e2e.server.url}/health`);
  const email = `${name.toLowerCase()}${Date.now()}@example.com`;
  const res = await api<{ data: { id: number } }>(page, 'POST', 'register', { name, email, password: 'correct horse battery', password_confirmation: 'correct horse battery', timezone: 'UTC' });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

/** A finished training of five new cards, as the training screen sends it: the day counts for both streaks. */
async function train(page: Page) {
  const feed = await api<{ data: { id: number }[] }>(page, 'GET', 'feeds/main?limit=30');
  const ids: number[] = [];
  for (const card of feed.body.data) {
    if (ids.length === 5) break;
    const res = await api(page, 'POST', `cards/${card.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' });
    if (res.status === 201) ids.push(card.id);
  }
  expect(ids).toHaveLength(5);
  const sessionId = crypto.randomUUID();
  const answers = ids.map((cardId) => ({ id: crypto.randomUUID(), cardId, answer: 'know' }));
  expect((await api(page, 'POST', 'training/answers', { sessionId, answers })).status).toBe(200);
  expect((await api(page, 'POST', `training/sessions/${sessionId}/finish`, {})).status).toBe(200);
}

const leagueRow = (page: Page, id: number) => page.locator(`[data-testid="league-row"][data-id="${id}"]`);

describe('friends in Chromium', () => {
  it('two learners become friends by link, train, and see the league and their streak together', async () => {
    const anna = await learnerPage(e2e.browser);
    const annaId = await registered(anna.page, 'Anna');
    await anna.page.goto(`${e2e.server.url}/friends`);
    await poll(() => anna.page.getByTestId('friends-panel').getAttribute('data-loaded')).toBe('true');
    await anna.page.getByTestId('invite-create').click();
    const url = (await anna.page.getByTestId('invite-url').textContent())!.trim();
    expect(url).toMatch(new RegExp(`/invite/[2-9A-HJKMNP-Z]{8}$`));
    await shot(anna.page, 'friends-invite-phone-light-en');

    // Boris opens the link as a visitor: he sees who invites him, starts as a guest and comes back to accept.
    const boris = await learnerPage(e2e.browser, { locale: 'ru-RU' });
    await boris.page.goto(url.replace(/^https?:\/\/[^/]+/, e2e.server.url));
    await poll(() => boris.page.getByTestId('invite-panel').getAttribute('data-state')).toBe('ready');
    await expect.poll(() => boris.page.getByTestId('invite-panel').textContent()).toContain('Anna');
    await shot(boris.page, 'friends-landing-phone-light-ru');
    await boris.page.getByTestId('start-as-guest').click();
    await boris.page.getByTestId('invite-accept').click({ timeout: 30_000 });
    await poll(() => boris.page.getByTestId('friends-panel').getAttribute('data-loaded'), 30_000).toBe('true');
    const borisId = Number(await boris.page.evaluate(async () => (await (await fetch('/api/v1/user', { headers: { Accept: 'application/json' } })).json()).data.id));
    await poll(() => leagueRow(boris.page, annaId).count()).toBe(1);

    // Anna's open screen learns of the new friend live; both train; the league and the friend streak follow.
    await poll(() => leagueRow(anna.page, borisId).count()).toBe(1);
    await train(boris.page);
    await poll(() => leagueRow(anna.page, borisId).getAttribute('data-points')).toBe('10');
    // Boris joined through Anna's link and finished a first training: Anna earns 20 points for it.
    await poll(() => leagueRow(anna.page, annaId).getAttribute('data-points')).toBe('20');
    expect(await leagueRow(anna.page, borisId).getAttribute('data-rank')).toBe('2');
    await train(anna.page);
    await poll(() => leagueRow(anna.page, annaId).getAttribute('data-points')).toBe('30');
    await anna.page.getByTestId('tab-friends').click();
    await poll(() => anna.page.locator(`[data-testid="friend-row"][data-id="${borisId}"]`).getAttribute('data-friend-streak')).toBe('1');
    await shot(anna.page, 'friends-list-phone-light-en');
    await boris.page.reload();
    await poll(() => boris.page.getByTestId('friends-panel').getAttribute('data-loaded')).toBe('true');
    await shot(boris.page, 'friends-league-phone-light-ru');
    // The progress page shows the streak kept together, in Russian's form for one day.
    await boris.page.goto(`${e2e.server.url}/progress`);
    const together = boris.page.locator(`[data-testid="progress-friend-streak"][data-friend-id="${annaId}"]`);
    await poll(() => together.getAttribute('data-days')).toBe('1');
    expect(await together.getByTestId('progress-friend-streak-days').textContent()).toBe('1 день вместе');
    await shot(boris.page, 'progress-friend-streaks-phone-light-ru');

    // The pictures people look at: the league and the list at both sizes, light and dark.
    for (const [viewport, size] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await anna.page.setViewportSize(viewport);
        await anna.page.emulateMedia({ colorScheme: scheme });
        await anna.page.getByTestId('tab-league').click();
        await shot(anna.page, `friends-league-${size}-${scheme}-en`);
        await anna.page.getByTestId('tab-friends').click();
        await shot(anna.page, `friends-list-${size}-${scheme}-en`);
      }
    }
    await anna.page.goto(`${e2e.server.url}/progress`);
    await anna.page.locator(`[data-testid="progress-friend-streak"][data-friend-id="${borisId}"]`).waitFor();
    for (const [viewport, size] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await anna.page.setViewportSize(viewport);
        await anna.page.emulateMedia({ colorScheme: scheme });
        await shot(anna.page, `progress-friend-streaks-${size}-${scheme}-en`);
      }
    }
    expect([...anna.errors, ...boris.errors]).toEqual([]);
    await anna.context.close();
    await boris.context.close();
  });
});
