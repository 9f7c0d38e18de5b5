import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';
import { becomeGuest, pageApi } from '../support/page-api';

/**
 * Issue 28 in Chromium: the operator adds a saying for today and a learner who has used up the day's moves sees it,
 * taps a word and takes it into learning; then the operator opens the statistics after that day of activity and
 * finds the numbers of what was done.
 */
const MOVES = 3;
const e2e = useAppAndBrowser({ freeMovesPerDay: MOVES });
const today = () => new Date().toISOString().slice(0, 10);

async function signInAdmin(page: Page) {
  await page.goto(`${e2e.server.url}/login`);
  await page.getByTestId('login-email').fill('admin@example.com');
  await page.getByTestId('login-password').fill('admin-password-123');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('the operator’s console: sayings and statistics', () => {
  it('adds a saying for today → a learner sees it when the day’s moves are done and learns a word of it → the stats count that day', async () => {
    const { page: admin } = await openPage(e2e.browser, DESKTOP, 'en-US');
    await signInAdmin(admin);
    await admin.goto(`${e2e.server.url}/admin/fortunes`);
    await poll(() => admin.getByTestId('fortune-row').count()).toBeGreaterThan(10);
    await admin.getByTestId('fortune-en-input').fill('Time is money.');
    await admin.getByTestId('fortune-ru-input').fill('Время — деньги.');
    await admin.getByTestId('fortune-level').selectOption('a1');
    await admin.getByTestId('fortune-date').fill(today());
    // The preview is the learner's own card with the typed text.
    await poll(() => admin.getByTestId('fortune-preview-en').innerText()).toBe('Time is money.');
    await admin.getByTestId('fortune-save').click();
    await poll(() => admin.locator('[data-testid=fortune-row]').first().innerText()).toContain('Time is money.');
    // Once saved, the preview shows its words as learners can tap them.
    await poll(() => admin.locator('[data-testid=fortune-preview-word]').count()).toBeGreaterThan(0);
    await shot(admin, 'admin-fortunes-desktop');

    // A learner (a guest) uses up the day's moves: the come-back state brings today's saying.
    const { page: learner } = await openPage(e2e.browser, PHONE, 'ru-RU');
    const learnerId = await becomeGuest(learner, e2e.server.url);
    const feed = await pageApi<{ data: Array<{ id: number; word: string }> }>(learner, 'GET', 'feeds/main?limit=10');
    // Cards other than the saying's words: those stay new to the learner.
    for (const card of feed.body.data.filter((c) => !['time', 'money'].includes(c.word)).slice(0, MOVES)) {
      expect((await pageApi(learner, 'POST', `cards/${card.id}/decisions`, { id: randomUUID(), decision: 'know' })).status).toBe(201);
    }
    await learner.goto(`${e2e.server.url}/`);
    await learner.getByTestId('feed-no-steps').waitFor();
    await poll(() => learner.getByTestId('fortune-en').innerText()).toBe('Time is money.');
    expect(await learner.getByTestId('fortune-ru').innerText()).toBe('Время — деньги.');
    await learner.locator('[data-testid=fortune-word][data-word=Time]').click();
    const panel = learner.getByTestId('fortune-panel');
    await poll(() => panel.innerText()).toMatch(/^time — /);
    const cardId = Number(await panel.getAttribute('data-card-id'));
    await shot(learner, 'fortune-learner-word-phone');
    await learner.getByTestId('fortune-learn').click();
    await learner.getByTestId('fortune-learning').waitFor();
    await shot(learner, 'fortune-learner-phone');
    const row = await e2e.server.app.db.selectFrom('user_cards').select(['decision', 'stage']).where('user_id', '=', learnerId).where('card_id', '=', cardId).executeTakeFirst();
    expect(row).toEqual({ decision: 'learn', stage: 'learning' });

    // The statistics after that day: recounted on demand, the figures are what was done.
    const users = Number((await e2e.server.app.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    await admin.goto(`${e2e.server.url}/admin/stats`);
    await admin.getByTestId('stats-refresh').click();
    await poll(() => admin.getByTestId('stats-updated').innerText()).toMatch(/Figures as of/);
    await poll(() => admin.locator('[data-testid=stats-users-total] span').first().innerText()).toBe(String(users));
    expect(await admin.locator('[data-testid=stats-users-new] span').first().innerText()).toBe(String(users));
    await admin.getByTestId('stats-activity-numbers').click();
    const todayRow = admin.locator('[data-testid=stats-activity-table] tbody tr').last();
    // The learner's 3 decisions and the one "learn": one active learner today (the admin did nothing to count).
    expect((await todayRow.locator('td').allInnerTexts()).slice(0, 2)).toEqual([today(), '1']);
    expect(await admin.locator('[data-testid=stats-users-guests] span').first().innerText()).toBe('1');
    await shot(admin, 'admin-stats-desktop');
  });
});
