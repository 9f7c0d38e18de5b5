import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, PHONE, shot } from '../support/browser';
import { becomeGuest } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';

/** Issue 18: what a newcomer loses or gets stuck on in the first ten minutes. */

const e2e = useAppAndBrowser();


const topCardId = async (page: Page) => Number(await page.getByTestId('feed-top-card').getAttribute('data-card-id'));
const decisionsOf = (userId: number, cardId: number) =>
  e2e.server.app.db.selectFrom('decisions').select(['id', 'decision']).where('user_id', '=', userId).where('card_id', '=', cardId).execute();

describe('the first day: no dead ends, nothing lost (issue 18)', () => {
  it('keeps a feed decision made offline and sends it exactly once when the network returns', async () => {
    const { page, context } = await openPage(e2e.browser, PHONE, 'ru-RU');
    // The network drops while the feed's deferred parts (the snackbar, the sheets) are still on their way: held here
    // until the browser is offline, then failed, as a slow phone losing its signal meets them.
    let wentOffline!: () => void;
    const offline = new Promise<void>((resolve) => (wentOffline = resolve));
    const deferredParts = /\/assets\/(Toaster|FeedModals|CheckQuestionModal)-[^/]+\.(js|css)$/;
    await page.route(deferredParts, async (route) => {
      await offline;
      await route.abort('internetdisconnected');
    });
    const userId = await becomeGuest(page, e2e.server.url);
    // Not the load event: a held part requested before it (a slow start) would hold it too.
    await page.goto(`${e2e.server.url}/`, { waitUntil: 'commit' });
    await page.getByTestId('moves-counter').waitFor();
    await page.getByTestId('feed-top-card').waitFor();
    const left = Number(await page.getByTestId('moves-counter').getAttribute('data-left'));

    await context.setOffline(true);
    wentOffline();
    await page.unrouteAll({ behavior: 'wait' });
    const cardId = await topCardId(page);
    // The notice is a toast that hides after a few seconds: watch for it from before the key press, so a slow
    // poll below (a loaded machine) cannot let it come and go unseen.
    const keptOfflineToast = page
      .locator('[data-testid="toast"][data-kind="info"]')
      .waitFor({ timeout: 60_000 })
      .then(() => true, () => false);
    // "Learn" by the keyboard (no check question follows a "learn").
    await page.keyboard.press('ArrowLeft');
    await poll(async () => ((await page.getByTestId('feed-top-card').count()) ? await topCardId(page) : -1)).not.toBe(cardId);
    expect(await keptOfflineToast).toBe(true);
    await shot(page, 'e2e-feed-offline-decision-phone');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('slovo.pendingDecisions') ?? '[]').length)).toBe(1);
    expect(Number(await page.getByTestId('moves-counter').getAttribute('data-left'))).toBe(left - 1);
    expect(await decisionsOf(userId, cardId)).toEqual([]);

    await context.setOffline(false);
    await poll(async () => (await decisionsOf(userId, cardId)).length).toBe(1);
    await poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('slovo.pendingDecisions') ?? '[]').length)).toBe(0);
    expect((await decisionsOf(userId, cardId))[0]!.decision).toBe('learn');

    // A reload does not bring the card back, and nothing is sent twice.
    await page.reload();
    await page.getByTestId('feed-top-card').waitFor();
    expect(await page.locator(`[data-card-id="${cardId}"]`).count()).toBe(0);
    await poll(() => page.getByTestId('moves-counter').getAttribute('data-left')).toBe(String(left - 1));
    expect(await decisionsOf(userId, cardId)).toHaveLength(1);
    await context.close();
  });

  it('says not-found for an unknown collection, and that a garbage reset link is invalid before any form', async () => {
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'en-US');
    await page.goto(`${e2e.server.url}/feeds/nonsense`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('collection-card').count()).toBe(0);
    await shot(page, 'e2e-feeds-unknown-phone');

    await page.goto(`${e2e.server.url}/password-reset/garbage-token?email=someone%40example.com`);
    await page.getByTestId('reset-invalid').waitFor();
    expect(await page.getByTestId('reset-form').count()).toBe(0);
    await shot(page, 'e2e-reset-invalid-phone');
    await page.getByTestId('reset-request-new').click();
    await page.waitForURL(/\/fogot-password$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
