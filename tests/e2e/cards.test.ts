import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, shot } from '../support/browser';
import { startAppServer } from '../support/app-server';

/**
 * Issue 16 in Chromium: a learner creates a card with a chosen photo and tags and sees it in "my"; an admin approves
 * it; a second learner meets it in the authors collection and comments on it.
 */
let server: Awaited<ReturnType<typeof startAppServer>>;
let chrome: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  server = await startAppServer();
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
  await server?.close();
});

const poll = expect.poll;

async function registerLearner(browser: Browser, name: string, viewport = PHONE): Promise<Page> {
  const { page } = await openPage(browser, viewport, 'en-US');
  await page.goto(`${server.url}/register`);
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
    const author = await registerLearner(chrome.browser, 'Anna', DESKTOP);
    await author.goto(`${server.url}/cards/create`);
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
    await author.waitForTimeout(300); // let the photos paint for the screenshot
    await shot(author, 'cards-editor-desktop');
    await author.getByTestId('editor-submit').click();
    await author.waitForURL(/\/cards\/\d+$/);
    const cardId = Number(/\/cards\/(\d+)$/.exec(author.url())![1]);
    await poll(() => author.getByTestId('card-status').getAttribute('data-status')).toBe('moderation');
    await shot(author, 'cards-show-moderation-desktop');
    await author.goto(`${server.url}/feeds/my`);
    await poll(() => author.locator(`[data-testid=collection-card][data-card-id="${cardId}"] [data-testid=collection-card-status]`).getAttribute('data-status')).toBe('moderation');

    // The admin approves it from the queue.
    const { page: admin } = await openPage(chrome.browser, DESKTOP, 'en-US');
    await admin.goto(`${server.url}/login`);
    await admin.getByTestId('login-email').fill('admin@example.com');
    await admin.getByTestId('login-password').fill('admin-password-123');
    await admin.getByTestId('login-submit').click();
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`${server.url}/admin/cards`);
    await admin.locator(`[data-testid=admin-queue-item][data-card-id="${cardId}"]`).click();
    await admin.waitForURL(new RegExp(`/admin/cards/${cardId}$`));
    await admin.getByTestId('admin-approve').waitFor();
    await shot(admin, 'cards-admin-review-desktop');
    await admin.getByTestId('admin-approve').click();
    await poll(() => admin.getByTestId('admin-history').innerText()).toContain('approved');

    // A second learner, on a phone, meets it among the authors' cards and comments.
    const reader = await registerLearner(chrome.browser, 'Boris');
    await reader.goto(`${server.url}/feeds/authors`);
    await reader.locator(`[data-testid=collection-card][data-card-id="${cardId}"]`).click();
    await reader.waitForURL(new RegExp(`/cards/${cardId}$`));
    await poll(() => reader.getByTestId('card-word').first().innerText()).toBe('lighthouse');
    await reader.getByTestId('comment-input').fill('<b>Great</b> card!');
    await reader.getByTestId('comment-send').click();
    await poll(() => reader.getByTestId('comment').first().innerText()).toContain('<b>Great</b> card!');
    await shot(reader, 'cards-show-comments-phone');
    // The author sees it published, with the comment.
    await author.goto(`${server.url}/cards/${cardId}`);
    await poll(() => author.getByTestId('comment').count(), { timeout: 20_000 }).toBe(1);
    expect(await author.getByTestId('card-status').count()).toBe(0);
    await author.setViewportSize(PHONE);
    await author.goto(`${server.url}/cards/create`);
    await author.getByTestId('card-editor').waitFor();
    await shot(author, 'cards-editor-phone');
  }, 240_000);
});
