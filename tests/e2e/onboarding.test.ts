import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE, shot } from '../support/browser';
import { loadTestItems } from '../../server/modules/vocabulary/test-items';
import { poll, useAppAndBrowser } from '../support/journey';
import { pageGet } from '../support/page-api';

const e2e = useAppAndBrowser();



/**
 * A learner who knows A1–B1 words and honestly skips the rest (made-up words included). The item bank tells the
 * script which option is right; the browser only ever sees the word and four options, as a user does.
 */
const KNOWN_LEVELS = new Set(['a1', 'a2', 'b1']);
const bank = loadTestItems();
const byWord = new Map(bank.items.map((item) => [item.word, item]));

async function takeTest(page: Page, levels: string[] = []): Promise<number> {
  let answered = 0;
  for (;;) {
    const state = await Promise.race([
      page.getByTestId('level-test-word').waitFor().then(() => 'item' as const),
      page.getByTestId('level-test-result').waitFor().then(() => 'result' as const),
    ]);
    if (state === 'result') return answered;
    const word = (await page.getByTestId('level-test-word').textContent())!.trim();
    const item = byWord.get(word);
    expect(item, `the word "${word}" comes from the item bank`).toBeTruthy();
    levels.push(item!.pseudo ? 'pseudo' : item!.level);
    const knows = item && !item.pseudo && KNOWN_LEVELS.has(item.level);
    if (answered === 3) await shot(page, 'e2e-level-test-question-phone');
    if (knows) {
      const options = page.getByTestId('level-test-option');
      const texts = (await options.allTextContents()).map((t) => t.trim());
      const index = texts.findIndex((t) => t.includes(item.answer!));
      expect(index).toBeGreaterThanOrEqual(0);
      await options.nth(index).click();
    } else {
      await page.getByTestId('level-test-dont-know').click();
    }
    answered++;
    // The next item replaces this one (or the result appears) before we look again.
    await poll(async () => {
      const result = await page.getByTestId('level-test-result').count();
      if (result) return true;
      const now = await page.getByTestId('level-test-word').textContent().catch(() => null);
      return now !== null && now.trim() !== word;
    }).toBe(true);
    expect(answered).toBeLessThanOrEqual(30);
  }
}

/** Plays one round with the right pairs, read from the server's own record of the round (as a perfect player). */
async function playPerfectRound(page: Page, userId: number): Promise<void> {
  await page.getByTestId('game-board').waitFor();
  const round = await e2e.server.app.db.selectFrom('game_rounds').selectAll().where('user_id', '=', userId).orderBy('issued_at', 'desc').executeTakeFirstOrThrow();
  const pairs = JSON.parse(round.pairs) as Array<{ wordId: string; translationId: string }>;
  for (const pair of pairs) {
    // A person needs time to read: the server refuses rounds faster than 700 ms a pair.
    await page.waitForTimeout(800);
    await page.locator(`[data-testid="game-word"][data-id="${pair.wordId}"]`).click();
    await page.locator(`[data-testid="game-translation"][data-id="${pair.translationId}"]`).click();
  }
  await page.getByTestId('game-summary').waitFor();
}

describe('first visit: tour, level test, game (issue 7)', () => {
  it('walks a new visitor through the welcome screens, the easy test and three correct rounds for 5 points', async () => {
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'en-US', { firstVisit: true });

    // A first visit to the feed starts the tour; nothing asks for an account.
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(`${e2e.server.url}/welcome`);
    await page.getByTestId('onboarding-welcome').waitFor();
    await expect(page.getByTestId('tabbar').count()).resolves.toBe(0);
    await shot(page, 'e2e-welcome-phone');
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-welcome2').waitFor();
    await page.locator('[data-testid="onboarding-goal"][data-goal="20"]').click();
    await expect(page.locator('[data-testid="onboarding-goal"][data-goal="20"]').getAttribute('aria-checked')).resolves.toBe('true');
    await page.getByTestId('onboarding-welcome2').getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-welcome3').waitFor();
    await shot(page, 'e2e-welcome3-phone');
    await page.getByTestId('onboarding-test-easy').click();

    // The easy test, answered as a learner who knows A1–B1.
    await page.waitForURL(new RegExp(`^${e2e.server.url}/test-easy(\\?test=[0-9a-f-]+)?$`));
    // The tour asked the level question already: the test starts at once, no second intro (issue 18).
    await page.getByTestId('level-test-word').waitFor();
    await expect(page.getByTestId('level-test-intro').count()).resolves.toBe(0);
    // The test in progress rides in the address, which VK keeps across a reload when the frame's storage does not.
    await page.waitForURL(/\/test-easy\?test=[0-9a-f-]{36}$/);
    await expect(pageGet(page, 'user').then((r) => r.status)).resolves.toBe(401);
    const levels: string[] = [];
    const answered = await takeTest(page, levels);
    // "I'm a beginner" opens with an A1 word (issue 18: it used to open at A2).
    expect(levels[0]).toBe('a1');
    expect(answered).toBeGreaterThanOrEqual(20);
    expect(answered).toBeLessThanOrEqual(30);
    const level = (await page.getByTestId('level-test-result-level').textContent())!.trim().toLowerCase();
    expect(['a2', 'b1', 'b2']).toContain(level);
    await shot(page, 'e2e-level-test-result-phone');
    // "Start learning" is on the first screen of a phone, without scrolling.
    const aboveFold = async () => {
      const box = await page.getByTestId('level-test-continue').boundingBox();
      return box !== null && box.y + box.height <= PHONE.height;
    };
    await expect(aboveFold()).resolves.toBe(true);

    // A reload shows the same result again, with "Start learning" (the server kept it; issue 18).
    await page.reload();
    await page.getByTestId('level-test-result').waitFor();
    await expect(page.getByTestId('level-test-result-level').textContent()).resolves.toMatch(new RegExp(level, 'i'));
    await page.getByTestId('level-test-continue').waitFor();
    await expect(aboveFold()).resolves.toBe(true);

    // "Start learning" makes the visitor a guest, who inherits the result: the level is fixed in the feed.
    await page.getByTestId('level-test-continue').click();
    await page.waitForURL(`${e2e.server.url}/`);
    await poll(() => page.getByTestId('feed-level').getAttribute('data-fixed')).toBe('true');
    await expect(page.getByTestId('feed-level').getAttribute('data-level')).resolves.toBe(level);
    await page.getByTestId('feed-top-card').waitFor();
    const cardLevel = (await page.getByTestId('feed-top-card').getByTestId('card-level').textContent())!.trim().toLowerCase();
    expect(cardLevel >= level, `today's cards start at the tested level (${cardLevel} ≥ ${level})`).toBe(true);
    await shot(page, 'e2e-feed-after-test-phone');
    const user = (await pageGet(page, 'user')).body.data;
    expect(user).toMatchObject({ isGuest: true, level, dailyGoal: 20 });
    const progress = (await pageGet(page, 'user/progress')).body.data;
    expect(progress.test.result).not.toBeNull();
    expect(progress.points).toBe(10);

    // Coming back to the feed does not start the tour again.
    await page.reload();
    await page.getByTestId('feed-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // Three correct rounds in a row: 5 points, shown in the game and on the profile.
    await page.goto(`${e2e.server.url}/game-match`);
    for (let round = 1; round <= 3; round++) {
      await playPerfectRound(page, user.id);
      if (round < 3) {
        await expect(page.getByTestId('game-summary-points').count()).resolves.toBe(0);
        await expect(page.getByTestId('game-streak').getAttribute('data-count')).resolves.toBe(String(round));
        await page.getByTestId('game-next-round').click();
      }
    }
    await expect(page.getByTestId('game-summary-points').textContent()).resolves.toContain('+5');
    await shot(page, 'e2e-game-points-phone');
    await poll(async () => (await pageGet(page, 'user/progress')).body.data.points).toBe(15);

    await page.goto(`${e2e.server.url}/profile`);
    await poll(() => page.getByTestId('profile-points-tile').getAttribute('data-points')).toBe('15');
    await expect(page.getByTestId('profile-level').getAttribute('data-level')).resolves.toBe(level);
    await shot(page, 'e2e-profile-stats-phone');

    // Progress says where they came from.
    await page.goto(`${e2e.server.url}/progress`);
    await poll(() => page.getByTestId('points-day').first().getAttribute('data-total')).toBe('15');
    await expect(page.getByTestId('points-history').locator('[data-reason="game"]').textContent()).resolves.toContain('+5');
    await expect(page.getByTestId('points-history').locator('[data-reason="level-test"]').textContent()).resolves.toContain('+10');
    await page.getByTestId('points-history').scrollIntoViewIfNeeded();
    await shot(page, 'e2e-progress-points-phone');
    expect(errors).toEqual([]);
    await context.close();
  // The longest journey (tour, a test of up to 30 words, a reload, three timed rounds, three pages): about 80 s on an idle
  // machine, so the suite's 90 s would cut it under load; every step inside waits for what it asserts.
  }, 240_000);

  it('skips the test at A1 from the tour and lands in the feed with the level fixed', async () => {
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'ru-RU', { firstVisit: true });
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('onboarding-welcome').waitFor();
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-welcome2').getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-start-a1').click();
    await page.waitForURL(`${e2e.server.url}/`);
    await page.getByTestId('feed-panel').waitFor();
    // Still anonymous: the rejection waits in the session and goes to the guest it becomes.
    await page.getByTestId('feed-anonymous').waitFor();
    await page.reload();
    await page.getByTestId('feed-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.evaluate(async () => {
      await fetch('/sanctum/csrf-cookie', { credentials: 'include' });
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      await fetch('/api/v1/auth/guest', { method: 'POST', headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrf, 'X-Requested-With': 'XMLHttpRequest' } });
    });
    const progress = (await pageGet(page, 'user/progress')).body.data;
    expect(progress).toMatchObject({ level: 'a1', test: { rejected: true, result: null } });
    // The goal from the tour (the default) reaches the new guest.
    await page.reload();
    await poll(async () => (await pageGet(page, 'user')).body.data.dailyGoal).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
