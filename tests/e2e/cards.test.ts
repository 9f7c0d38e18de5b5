import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { startVkContainer, TEST_VK_APP_ID } from '../support/vk-container';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * Issue 16 in Chromium: a learner creates a card with a chosen photo and tags and sees it in "my"; an admin approves
 * it; a second learner meets it in the authors collection, comments on it, takes it into learning and shares it
 * (copied link, Web Share, and VK's share inside the VK container). Sharing is offered only once it is published.
 */
const e2e = useAppAndBrowser();

async function registerLearner(browser: Browser, name: string, viewport = PHONE): Promise<Page> {
  const { page } = await openPage(browser, viewport, 'en-US');
  await page.goto(`${e2e.server.url}/register`);
  await page.getByTestId('register-name').fill(name);
  await page.getByTestId('register-email').fill(`${name.toLowerCase()}${Date.now()}@example.com`);
  await page.getByTestId('register-password').fill('correct-horse-42');
  await page.getByTestId('register-password-confirmation').fill('correct-horse-42');
  await page.getByTestId('register-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  return page;
}

describe('learners’ cards', () => {
  it('create with a chosen photo and tags → "my" → admin approves → another learner finds it and comments', async () => {
    // The author writes the card on a desktop.
    const author = await registerLearner(e2e.browser, 'Anna', DESKTOP);
    await author.goto(`${e2e.server.url}/cards/create`);
    await author.getByTestId('editor-word').fill('lighthouse');
    await author.getByTestId('editor-suggest').click();
    await author.getByTestId('editor-suggestion').first().click();
    await poll(() => author.getByTestId('editor-translation').inputValue()).not.toBe('');
    await author.getByTestId('editor-example').fill('The lighthouse guides ships at night.');
    await author.getByTestId('editor-generate').click();
    // Four 1080 px renders, bounded per node: this can take a while on a loaded machine.
    await poll(() => author.getByTestId('editor-photo').count(), { timeout: 60_000 }).toBe(4);
    await author.getByTestId('editor-photo').nth(2).click();
    await poll(() => author.getByTestId('editor-photo').nth(2).getAttribute('aria-checked')).toBe('true');
    await author.getByTestId('editor-tags').fill('sea, travel');
    // The live preview wears the level the card will be stored with (asked from the server as the word was typed).
    await poll(() => author.locator('[data-testid=editor-preview] [data-testid=card-level]').innerText()).toBe('C1');
    await author.waitForTimeout(300); // let the photos paint for the screenshot
    await shot(author, 'cards-editor-desktop');
    await author.getByTestId('editor-submit').click();
    await author.waitForURL(/\/cards\/\d+$/);
    const cardId = Number(/\/cards\/(\d+)$/.exec(author.url())![1]);
    await poll(() => author.getByTestId('card-status').getAttribute('data-status')).toBe('moderation');
    expect(await author.locator('[data-testid=show-card] [data-testid=card-level]').innerText()).toBe('C1');
    // Not published yet: nothing to share.
    expect(await author.getByTestId('share-card').count()).toBe(0);
    await shot(author, 'cards-show-moderation-desktop');
    await author.goto(`${e2e.server.url}/feeds/my`);
    await poll(() => author.locator(`[data-testid=collection-card][data-card-id="${cardId}"] [data-testid=collection-card-status]`).getAttribute('data-status')).toBe('moderation');

    // The admin approves it from the queue.
    const { page: admin } = await openPage(e2e.browser, DESKTOP, 'en-US');
    await admin.goto(`${e2e.server.url}/login`);
    await admin.getByTestId('login-email').fill('admin@example.com');
    await admin.getByTestId('login-password').fill('admin-password-123');
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    // It has waited 21 hours: the queue and the review flag it.
    await e2e.server.app.db.updateTable('cards').set({ submitted_at: Date.now() - 21 * 3600_000 }).where('id', '=', cardId).execute();
    await admin.goto(`${e2e.server.url}/admin/cards`);
    const item = admin.locator(`[data-testid=admin-queue-item][data-card-id="${cardId}"]`);
    expect(await item.getByTestId('admin-waiting').getAttribute('data-overdue')).toBe('true');
    expect(await item.getByTestId('admin-waiting').innerText()).toMatch(/waiting 21 h · over 20 hours/);
    await item.click();
    await admin.waitForURL(new RegExp(`/admin/cards/${cardId}$`));
    await admin.getByTestId('admin-approve').waitFor();
    expect(await admin.getByTestId('admin-card-waiting').getAttribute('data-overdue')).toBe('true');
    expect(await admin.getByTestId('admin-history').innerText()).toContain('No decisions yet');
    await shot(admin, 'cards-admin-review-desktop');
    await admin.getByTestId('admin-approve').click();
    // Who decided and when.
    await poll(() => admin.getByTestId('admin-history-entry').count()).toBe(1);
    expect(await admin.getByTestId('admin-history-entry').getAttribute('data-action')).toBe('approve');
    expect(await admin.getByTestId('admin-history-entry').innerText()).toMatch(/^approved by Admin, \w{3} \d{1,2}, \d{4}/);

    // A second learner, on a phone, meets it among the authors' cards and comments.
    const reader = await registerLearner(e2e.browser, 'Boris');
    await reader.goto(`${e2e.server.url}/feeds/authors`);
    await reader.locator(`[data-testid=collection-card][data-card-id="${cardId}"]`).click();
    await reader.waitForURL(new RegExp(`/cards/${cardId}$`));
    await poll(() => reader.getByTestId('card-word').first().innerText()).toBe('lighthouse');
    await reader.getByTestId('comment-input').fill('<b>Great</b> card!');
    await reader.getByTestId('comment-send').click();
    await poll(() => reader.getByTestId('comment').first().innerText()).toContain('<b>Great</b> card!');
    await shot(reader, 'cards-show-comments-phone');

    // Someone else's published card goes into learning like any base card (a decision: one move spent).
    await reader.getByTestId('learn-card').click();
    await poll(() => reader.locator('[data-testid=show-card] [data-stage]').getAttribute('data-stage')).toBe('learning');
    expect(await reader.getByTestId('learn-card').count()).toBe(0);
    const learning = await reader.evaluate(async () => (await (await fetch('/api/v1/learning/cards?stage=learning')).json()) as { data: { id: number }[] });
    expect(learning.data.map((c) => c.id)).toContain(cardId);

    // Published and public: shared. Without Web Share (desktop Linux Chromium) the link is copied.
    await reader.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    expect(await reader.evaluate(() => typeof navigator.share)).toBe('undefined');
    await reader.getByTestId('share-card').click();
    // Toasts show one at a time: the copied-link toast follows the one about the card taken into learning.
    await poll(async () => (await reader.getByTestId('toast').allInnerTexts()).join(' '), { timeout: 15_000 }).toContain('The link is copied');
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.server.url}/cards/${cardId}`);
    // With Web Share the browser's own sheet gets the link and a line of text.
    await reader.evaluate(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: ShareData) => (w.__shared.push(data), Promise.resolve()) });
    });
    await reader.getByTestId('share-card').click();
    await poll(() => reader.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([
      { url: `${e2e.server.url}/cards/${cardId}`, text: '“lighthouse” — маяк. Learn English words with Slovo' },
    ]);
    // The author sees it published, with the comment.
    await author.goto(`${e2e.server.url}/cards/${cardId}`);
    await poll(() => author.getByTestId('comment').count(), { timeout: 20_000 }).toBe(1);
    expect(await author.getByTestId('card-status').count()).toBe(0);
    await author.setViewportSize(PHONE);
    await author.goto(`${e2e.server.url}/cards/create`);
    await author.getByTestId('card-editor').waitFor();
    await shot(author, 'cards-editor-phone');
  }, 240_000);

  it('inside VK shares a published card through VKWebAppShare with the mini app’s own link', async () => {
    const authorCard = await e2e.server.app.db
      .insertInto('cards')
      .values({
        author_id: null,
        collection: 'system',
        word: 'harbour',
        translation: 'гавань',
        example: 'The boats rest in the harbour.',
        tags: '[]',
        level: 'b1',
        is_private: 0,
        allow_comments: 1,
        status: 'published',
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vk = await startVkContainer({ appUrl: e2e.server.url, language: 'en', userId: 777_016 });
    try {
      const { page, context } = await openPage(e2e.browser, PHONE);
      await page.goto(vk.url, { waitUntil: 'domcontentloaded' });
      await poll(() => page.frames().some((f) => f.url().startsWith(e2e.server.url)), { timeout: 30_000 }).toBe(true);
      const app = page.frames().find((f) => f.url().startsWith(e2e.server.url))!;
      await poll(() => app.evaluate(() => (window as unknown as { __SLOVO__?: { platform: string } }).__SLOVO__?.platform), { timeout: 30_000 }).toBe('vk');
      await app.evaluate((id) => void (window.location.hash = `#/cards/${id}`), authorCard.id);
      const frame = page.frameLocator('#app');
      await frame.getByTestId('share-card').click();
      await poll(() => page.evaluate(() => (window as unknown as { __vkCalls: { handler: string; params: { link?: string } }[] }).__vkCalls.filter((c) => c.handler === 'VKWebAppShare').map((c) => c.params.link))).toEqual([
        `https://vk.com/app${TEST_VK_APP_ID}#/cards/${authorCard.id}`,
      ]);
      await context.close();
    } finally {
      await vk.close();
    }
  }, 120_000);
});
