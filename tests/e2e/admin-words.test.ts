import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * Issue 28's dictionary in Chromium: the operator signs in with exactly what the first start printed (no
 * ADMIN_EMAIL), corrects a word a learner has in today's feed and the learner sees the correction; then imports a
 * file with a bad row, sees why, fixes the file and applies it.
 */
const printed: string[] = [];
beforeAll(() => {
  const log = console.log.bind(console);
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(args.join(' '));
    log(...args);
  });
});
const e2e = useAppAndBrowser({ admin: { email: null, password: null } });

async function signInAsFirstAdmin(browser: Browser): Promise<Page> {
  const [, email, password] = /Admin account created: (\S+) \/ (\S+)/.exec(printed.join('\n')) ?? [];
  expect(email).toBeTruthy();
  const { page } = await openPage(browser, DESKTOP, 'en-US');
  await page.goto(`${e2e.server.url}/login`);
  await page.getByTestId('login-email').fill(email!);
  await page.getByTestId('login-password').fill(password!);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** Finds the entry by its word and opens it (a headword may have several entries: one per part of speech). */
async function openWord(admin: Page, headword: string, id: number) {
  await admin.goto(`${e2e.server.url}/admin/words`);
  await admin.getByTestId('words-table').waitFor();
  await admin.getByTestId('words-search').fill(headword);
  const row = admin.locator(`[data-testid=words-row][data-word-id="${id}"]`);
  await row.waitFor();
  await row.locator('button').click();
  await admin.getByTestId('word-summary').waitFor();
}

const csvFile = (text: string) => ({ name: 'words.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe('the dictionary (/admin/words)', () => {
  it('the first admin corrects a word and a learner sees it in the feed', async () => {
    // A learner has today's feed.
    const { page: learner } = await openPage(e2e.browser, PHONE, 'en-US');
    await learner.goto(`${e2e.server.url}/register`);
    await learner.getByTestId('register-name').fill('Anna');
    await learner.getByTestId('register-email').fill(`anna${Date.now()}@example.com`);
    await learner.getByTestId('register-password').fill('correct-horse-42');
    await learner.getByTestId('register-password-confirmation').fill('correct-horse-42');
    await learner.getByTestId('register-submit').click();
    await learner.waitForURL((url) => !url.pathname.startsWith('/register'));
    await learner.goto(`${e2e.server.url}/`);
    const top = learner.getByTestId('feed-top-card');
    await top.waitFor();
    const cardId = Number(await top.getAttribute('data-card-id'));
    const { word, word_id: wordId } = await e2e.server.app.db.selectFrom('cards').select(['word', 'word_id']).where('id', '=', cardId).executeTakeFirstOrThrow();

    // The operator signs in with the printed credentials and corrects that word.
    const admin = await signInAsFirstAdmin(e2e.browser);
    await openWord(admin, word, wordId!);
    await admin.getByTestId('word-translations').fill('исправленный перевод\nвторой перевод');
    await admin.getByTestId('word-save').click();
    await poll(() => admin.getByTestId('word-change').count()).toBe(1);
    expect(await admin.getByTestId('word-change').first().innerText()).toContain('исправленный перевод');
    expect(await admin.locator(`[data-testid=words-row][data-word-id="${wordId}"]`).innerText()).toContain('исправленный перевод');

    // The learner's card shows it.
    await learner.reload();
    await poll(() => learner.locator('[data-testid=feed-top-card] [data-testid=card-translation]').innerText()).toBe('исправленный перевод');
    expect(Number(await learner.getByTestId('feed-top-card').getAttribute('data-card-id'))).toBe(cardId);

    // Revert to the shipped version from the history.
    await admin.getByTestId('word-revert-before').click();
    await poll(() => admin.getByTestId('word-change').count()).toBe(2);
    expect(await admin.getByTestId('word-translations').inputValue()).not.toContain('исправленный перевод');
  });

  it('imports a file with a bad row: nothing until it is fixed, then everything at once', async () => {
    const admin = await signInAsFirstAdmin(e2e.browser);
    await admin.goto(`${e2e.server.url}/admin/words`);
    await admin.getByTestId('words-table').waitFor();
    await admin.getByTestId('words-import').click();
    const input = admin.locator('[data-testid=word-import] input[type=file]');
    const header = 'headword,pos,level,translations,example_en,example_ru';
    const bad = `${header}\nlighthouse,noun,a2,маяк,The lighthouse is tall.,Маяк высокий.\nkayak,noun,b9,каяк,,\n`;
    await input.setInputFiles(csvFile(bad));
    await poll(() => admin.getByTestId('import-summary').innerText()).toContain('2 rows: 1 new, 0 changed, 0 unchanged, 1 with errors');
    const errorRow = admin.locator('[data-testid=import-row][data-status=error]');
    expect(await errorRow.innerText()).toMatch(/^3\s+kayak/);
    expect(await errorRow.innerText()).toContain('level');
    expect(await admin.getByTestId('import-confirm').isDisabled()).toBe(true);
    const words = await e2e.server.app.db.selectFrom('words').select('id').where('headword', 'in', ['lighthouse', 'kayak']).execute();
    expect(words).toEqual([]);

    await input.setInputFiles(csvFile(bad.replace('kayak,noun,b9', 'kayak,noun,b1')));
    await poll(() => admin.getByTestId('import-summary').innerText()).toContain('2 rows: 2 new, 0 changed, 0 unchanged, 0 with errors');
    await admin.getByTestId('import-confirm').click();
    await poll(() => admin.getByTestId('import-done').innerText()).toContain('Imported: 2 new, 0 changed.');
    const added = await e2e.server.app.db.selectFrom('words').select(['headword', 'level']).where('headword', 'in', ['lighthouse', 'kayak']).orderBy('headword').execute();
    expect(added).toEqual([
      { headword: 'kayak', level: 'b1' },
      { headword: 'lighthouse', level: 'a2' },
    ]);
    await admin.getByTestId('words-search').fill('kayak');
    await poll(() => admin.getByTestId('words-row').first().innerText()).toContain('каяк');
  });
});
