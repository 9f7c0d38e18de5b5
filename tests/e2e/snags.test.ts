import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { shouldCheck } from '../../server/modules/feed/check-question';
import { cardChannelName } from '../../server/modules/realtime/channels';
import { DESKTOP, openPage, PHONE, shot } from '../support/browser';
import { becomeGuest, pageApi as api, pageGet } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';

/**
 * Issue 32, "things that contradict themselves" and "in the way", in Chromium at 390×844 and 1280×800, ru and en:
 * one meaning for "to train" / "to review" / the daily goal; the author's card page following moderation live and
 * keeping the reason; no new photos for an unchanged card; reminders that cannot arrive say so; the install offer
 * leaves the feed's buttons free; a level-up on day one gives cards today; the weekly chart's labels apart; comments
 * live, with a counter.
 */
const e2e = useAppAndBrowser();
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (l: Locator) => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/** A full account (comments and cards need one), signed in on a fresh page of its own. */
async function account(browser: Browser, name: string, viewport = PHONE, locale = 'en-US') {
  const { page, errors } = await openPage(browser, viewport, locale);
  await page.goto(`${e2e.server.url}/health`);
  const res = await api<{ data: { id: number } }>(page, 'POST', 'register', {
    name,
    email: `${name.toLowerCase()}${Date.now()}@example.com`,
    password: 'correct-horse-42',
    password_confirmation: 'correct-horse-42',
    remember: true,
    timezone: 'UTC',
  });
  expect(res.status).toBe(201);
  return { page, errors, id: res.body.data.id };
}

async function adminPage(browser: Browser) {
  const { page } = await openPage(browser, DESKTOP);
  await page.goto(`${e2e.server.url}/health`);
  expect((await api(page, 'POST', 'login', { email: 'admin@example.com', password: 'admin-password-123', remember: true })).status).toBe(200);
  return page;
}

/** A public card of the author's, sent to moderation, made through the API as the editor makes it. */
async function cardOf(page: Page, word: string, example: string): Promise<number> {
  const photos = await api<{ data: { id: string }[] }>(page, 'POST', 'cards/photos', { word, example });
  expect(photos.status).toBe(200);
  const res = await api<{ data: { id: number } }>(page, 'POST', 'cards', { word, translation: 'слово', example, photo: photos.body.data[1]!.id, tags: ['e2e'] });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

async function decideAsAdmin(admin: Page, cardId: number, action: 'approve' | 'reject', reason?: string) {
  const { body } = await pageGet(admin, `admin/cards/${cardId}`);
  const res = await api(admin, 'POST', `admin/cards/${cardId}/${action}`, { version: body.data.version, ...(reason ? { reason } : {}) });
  expect(res.status).toBe(200);
}

describe('issue 32: one meaning each', () => {
  it('Learning counts "to train" and "to review" one way each, beside the limit that counts the same; the goal in answers', async () => {
    for (const [locale, viewport, tag] of [
      ['ru-RU', PHONE, 'ru-phone'],
      ['en-US', DESKTOP, 'en-desktop'],
    ] as const) {
      const { page, errors } = await openPage(e2e.browser, viewport, locale);
      const userId = await becomeGuest(page, e2e.server.url);
      const feed = await api<{ data: { id: number }[] }>(page, 'GET', 'feeds/main?limit=10');
      const ids = feed.body.data.slice(0, 4).map((c) => c.id);
      for (const id of ids) expect((await api(page, 'POST', `cards/${id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status).toBe(201);
      // Two new cards in learning (to train now, not reviews), one review overdue, one learned card due later today.
      const now = Date.now();
      const set = (cardId: number, stage: 'repeating' | 'learned', due: number) =>
        e2e.server.app.db.updateTable('user_cards').set({ stage, state: 2, stability: 5, due, last_review: now - 3 * DAY }).where('user_id', '=', userId).where('card_id', '=', cardId).execute();
      await set(ids[2]!, 'repeating', now - DAY);
      // Due later today in the learner's time zone (UTC): within the hour, but never past midnight.
      await set(ids[3]!, 'learned', now + Math.min(HOUR, Math.floor((DAY - (now % DAY)) / 2)));

      await page.goto(`${e2e.server.url}/learning`);
      // The selection tour opens by itself the first time: skipped, so the page can be looked at.
      await page.getByTestId('learning-tour').waitFor({ timeout: 30_000 });
      await page.getByTestId('tour-skip').click();
      await page.getByTestId('learning-tour').waitFor({ state: 'hidden' });
      const hero = page.getByTestId('learning-hero');
      await hero.waitFor();
      const limit = page.getByTestId('limit-repeat');
      expect(await limit.getAttribute('data-used')).toBe('2');
      const reviewToday = await page.getByTestId('hero-review-today').innerText();
      if (locale === 'ru-RU') {
        expect(await hero.locator('h2').innerText()).toBe('К тренировке сейчас: 3 карточки');
        expect(reviewToday).toBe('К повторению сегодня: 2');
        expect(await limit.innerText()).toContain('К повторению сегодня');
        expect(await page.getByTestId('learning-goal').innerText()).toMatch(/ответов в тренировке/);
      } else {
        expect(await hero.locator('h2').innerText()).toBe('To train now: 3 cards');
        expect(reviewToday).toBe('To review today: 2');
        expect(await limit.innerText()).toContain('To review today');
        expect(await page.getByTestId('learning-goal').innerText()).toMatch(/training answers/);
      }
      expect(await page.getByTestId('hero-review-tomorrow').innerText()).toMatch(/: 0$/);
      await shot(page, `snags-learning-${tag}`);

      // The goal is counted in training answers in its options too.
      await page.goto(`${e2e.server.url}/settings`);
      await page.getByText(locale === 'ru-RU' ? 'Ответов в тренировке в день' : 'Training answers a day').first().waitFor({ timeout: 30_000 });
      const settings = await page.locator('body').innerText();
      expect(settings).toContain(locale === 'ru-RU' ? 'Ответов в тренировке в день' : 'Training answers a day');
      expect(settings).toMatch(locale === 'ru-RU' ? /10 ответов · Регулярно/ : /10 answers · Regular/);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 180_000);

  it('the weekly chart’s date labels stand apart at 390 px, in ru and en', async () => {
    for (const locale of ['ru-RU', 'en-US']) {
      const { page } = await openPage(e2e.browser, PHONE, locale);
      await becomeGuest(page, e2e.server.url);
      await page.goto(`${e2e.server.url}/progress`);
      const labels = page.getByTestId('chart-memory-week-label');
      await poll(() => labels.count(), 30_000).toBe(8);
      await labels.first().scrollIntoViewIfNeeded();
      // Where the text itself is drawn (its columns are as wide as the chart allows): the union of its text boxes.
      const inked = (l: Locator) =>
        l.evaluate((el) => {
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          let left = Infinity;
          let right = -Infinity;
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(n);
            const r = range.getBoundingClientRect();
            left = Math.min(left, r.left);
            right = Math.max(right, r.right);
          }
          const own = el.getBoundingClientRect();
          return { left, right, colLeft: own.left, colRight: own.right };
        });
      const texts = await Promise.all((await labels.all()).map(inked));
      for (const [i, t] of texts.entries()) {
        // Inside its own column, and with air between it and the next label's text.
        expect(t.left).toBeGreaterThanOrEqual(t.colLeft - 0.5);
        expect(t.right).toBeLessThanOrEqual(t.colRight + 0.5);
        if (i > 0) expect(t.left - texts[i - 1]!.right).toBeGreaterThan(4);
      }
      await page.getByTestId('chart-memory').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `snags-weekly-chart-${locale.slice(0, 2)}-phone`);
      await page.context().close();
    }
  }, 120_000);
});

describe('issue 32: nothing in the way', () => {
  it.each([
    ['ru-RU', PHONE, 'ru-phone'],
    ['en-US', DESKTOP, 'en-desktop'],
  ] as const)('the install offer leaves «Учить» / «Знаю» free on the feed (%s)', async (locale, viewport, tag) => {
    const { page, errors } = await openPage(e2e.browser, viewport, locale);
    await becomeGuest(page, e2e.server.url);
    await page.goto(`${e2e.server.url}/`);
    await page.getByTestId('decide-know').waitFor({ timeout: 30_000 });
    // A BeforeInstallPromptEvent as Chromium fires it (headless fires none by itself; see install.test.ts).
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { platforms: ['web'], userChoice: new Promise(() => undefined), prompt: () => Promise.resolve() });
      window.dispatchEvent(event);
    });
    const offer = page.getByTestId('install-offer');
    await offer.waitFor();
    // The buttons move up once the offer has published its height.
    await poll(async () => overlaps(await box(offer), await box(page.getByTestId('decide-know')))).toBe(false);
    for (const id of ['decide-learn', 'decide-know', 'undo']) {
      const b = await box(page.getByTestId(id));
      expect(overlaps(await box(offer), b)).toBe(false);
      expect(b.y + b.height).toBeLessThanOrEqual(viewport.height);
    }
    await shot(page, `snags-install-offer-feed-${tag}`);
    // And they work: a tap lands on the button, not on the offer.
    await page.getByTestId('decide-learn').click();
    await poll(() => page.getByTestId('moves-counter').getAttribute('data-left')).toBe('19');
    await page.getByTestId('install-dismiss').click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--floating-card-space'))).toBe('');
    expect(errors).toEqual([]);
  }, 90_000);

  it('a level-up accepted on day one, moves spent, gives the new level’s cards today', async () => {
    const { page, errors } = await openPage(e2e.browser, PHONE, 'en-US');
    const userId = await becomeGuest(page, e2e.server.url);
    const feed = await api<{ data: { id: number; level: string }[] }>(page, 'GET', 'feeds/main?limit=50');
    const knowable = feed.body.data.filter((c) => !shouldCheck(userId, c.id)).slice(0, 17);
    const others = feed.body.data.filter((c) => !knowable.includes(c)).slice(0, 3);
    for (const c of knowable) expect((await api(page, 'POST', `cards/${c.id}/decisions`, { id: crypto.randomUUID(), decision: 'know' })).status).toBe(201);
    for (const c of others) expect((await api(page, 'POST', `cards/${c.id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status).toBe(201);

    await page.goto(`${e2e.server.url}/`);
    const banner = page.getByTestId('level-up');
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.getAttribute('data-to')).toBe('a2');
    expect(await page.getByTestId('moves-counter').getAttribute('data-left')).toBe('0');
    await shot(page, 'snags-level-up-offer-phone');
    await page.getByTestId('level-up-accept').click();
    // Today: the 17 "I know" moves come back and the cards are the new level's.
    await poll(() => page.getByTestId('moves-counter').getAttribute('data-left')).toBe('17');
    await page.getByTestId('decide-learn').waitFor();
    const after = await pageGet(page, 'feeds/main?limit=50');
    expect(after.body.data.length).toBeGreaterThan(17);
    expect(after.body.data.filter((c: { level: string }) => c.level === 'a1')).toEqual([]);
    await shot(page, 'snags-level-up-accepted-phone');
    // Reaching A2 is a milestone: its story offer comes first; the learner answers it "not now".
    const offer = page.getByTestId('milestone-offer');
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.getAttribute('data-milestone')).toBe('level-a2');
    await page.getByTestId('milestone-dismiss').click();
    await offer.waitFor({ state: 'detached' });
    await page.getByTestId('decide-learn').click();
    await poll(() => page.getByTestId('moves-counter').getAttribute('data-left')).toBe('16');
    expect(errors).toEqual([]);
  }, 90_000);

  it('Settings says why no reminder can arrive and offers no times that would change nothing (ru, en)', async () => {
    for (const [locale, viewport, tag] of [
      ['ru-RU', PHONE, 'ru-phone'],
      ['en-US', DESKTOP, 'en-desktop'],
    ] as const) {
      const { page, errors } = await openPage(e2e.browser, viewport, locale);
      await becomeGuest(page, e2e.server.url);
      await page.goto(`${e2e.server.url}/settings`);
      // This server has no push provider (no FCM service account, no VK key): no device can be reached.
      const note = page.getByTestId('reminders-unreachable');
      await note.waitFor({ timeout: 30_000 });
      expect(await note.getAttribute('data-reason')).toBe('serverOff');
      expect(await note.innerText()).toMatch(locale === 'ru-RU' ? /^Напоминания сейчас не придут\. На этом сервере Slovo уведомления не настроены/ : /^Reminders cannot reach you now\. Notifications are not set up on this Slovo server/);
      expect(await page.getByTestId('reminders-time').count()).toBe(0);
      // Nor a button that would turn on what cannot come.
      expect(await page.getByTestId('reminders-enable').count()).toBe(0);
      expect(await page.getByTestId('reminders-forgetting').count()).toBe(0);
      await note.scrollIntoViewIfNeeded();
      await shot(page, `snags-settings-reminders-${tag}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }, 90_000);
});

describe('issue 32: the card page and its comments are live', () => {
  it('the author sees moderation happen on the card page and keeps the reason; an unchanged edit makes no photos', async () => {
    const author = await account(e2e.browser, 'Vera', DESKTOP, 'ru-RU');
    const published = await cardOf(author.page, 'lighthouse', 'The lighthouse guides ships at night.');
    const rejected = await cardOf(author.page, 'harbour', 'Boats wait in the harbour.');
    const admin = await adminPage(e2e.browser);
    const page = author.page;

    await page.goto(`${e2e.server.url}/cards/${published}`);
    await poll(() => page.getByTestId('card-status').getAttribute('data-status'), 30_000).toBe('moderation');
    expect(await page.getByTestId('share-card').count()).toBe(0);
    await poll(() => e2e.server.app.realtime.localSubscribers(`private-App.Models.User.${author.id}`), 30_000).toBe(1);
    await decideAsAdmin(admin, published, 'approve');
    // No reload: the state goes, «Поделиться» comes.
    await page.getByTestId('share-card').waitFor();
    expect(await page.getByTestId('card-status').count()).toBe(0);
    await shot(page, 'snags-card-published-live-ru-desktop');

    // The other card in a second tab (the first keeps its connection: both are subscribed once the second is up).
    const second = await page.context().newPage();
    await second.goto(`${e2e.server.url}/cards/${rejected}`);
    await poll(() => second.getByTestId('card-status').getAttribute('data-status'), 30_000).toBe('moderation');
    await poll(() => e2e.server.app.realtime.localSubscribers(`private-App.Models.User.${author.id}`), 30_000).toBe(2);
    await decideAsAdmin(admin, rejected, 'reject', 'Перевод неточный');
    await poll(() => second.getByTestId('card-status').getAttribute('data-status')).toBe('rejected');
    expect(await second.getByTestId('card-reject-reason').innerText()).toBe('Причина: Перевод неточный');
    // The toast passes; the page keeps the reason, after a reload too.
    await second.reload();
    await poll(() => second.getByTestId('card-reject-reason').innerText(), 30_000).toBe('Причина: Перевод неточный');
    await second.getByTestId('card-status').scrollIntoViewIfNeeded();
    await shot(second, 'snags-card-rejected-reason-ru-desktop');
    await second.close();

    // Editing and changing nothing: «Создать фото» is off; a changed example turns it on.
    await page.goto(`${e2e.server.url}/cards/${published}/edit`);
    const generate = page.getByTestId('editor-generate');
    await poll(() => page.getByTestId('editor-example').inputValue(), 30_000).toBe('The lighthouse guides ships at night.');
    expect(await generate.isDisabled()).toBe(true);
    await page.getByTestId('editor-translation').fill('маяк');
    expect(await generate.isDisabled()).toBe(true);
    await shot(page, 'snags-editor-unchanged-ru-desktop');
    await page.getByTestId('editor-example').fill('The lighthouse guides ships home.');
    await poll(() => generate.isDisabled()).toBe(false);
    // The server holds the same line for a client that asks anyway.
    const asked = await api<{ errors: Record<string, string[]> }>(page, 'POST', 'cards/photos', { word: 'lighthouse', example: 'The lighthouse guides ships at night.', cardId: published });
    expect(asked.status).toBe(422);
    expect(asked.body.errors.example).toEqual(['Измените пример, чтобы создать новые фото']);
    expect(author.errors).toEqual([]);
  }, 180_000);

  it('comments appear and go live for others on the card; the input counts to 1,000 and keeps what is past it', async () => {
    const author = await account(e2e.browser, 'Gleb', DESKTOP, 'en-US');
    const cardId = await cardOf(author.page, 'kettle', 'The kettle is boiling.');
    await decideAsAdmin(await adminPage(e2e.browser), cardId, 'approve');
    const reader = await account(e2e.browser, 'Dina', PHONE, 'ru-RU');

    await author.page.goto(`${e2e.server.url}/cards/${cardId}`);
    await reader.page.goto(`${e2e.server.url}/cards/${cardId}`);
    await author.page.getByTestId('comment-input').waitFor({ timeout: 30_000 });
    await reader.page.getByTestId('comment-input').waitFor({ timeout: 30_000 });
    // Both pages listen on the card's channel.
    await poll(() => e2e.server.app.realtime.localSubscribers(cardChannelName(cardId)), 30_000).toBe(2);

    await author.page.getByTestId('comment-input').fill('Put the kettle on!');
    await author.page.getByTestId('comment-send').click();
    await poll(() => reader.page.getByTestId('comment').allInnerTexts()).toEqual([expect.stringContaining('Put the kettle on!')]);
    await reader.page.getByTestId('comment-input').fill('Уже кипит.');
    await reader.page.getByTestId('comment-send').click();
    await poll(() => author.page.getByTestId('comment').count()).toBe(2);
    // The card's author may delete the reader's comment as it arrived live (as the server would let them).
    expect(await author.page.getByTestId('comment').nth(1).getByTestId('comment-delete').count()).toBe(1);
    await author.page.getByTestId('comment').first().getByTestId('comment-delete').click();
    await poll(() => reader.page.getByTestId('comment').allInnerTexts()).toEqual([expect.stringContaining('Уже кипит.')]);

    // The counter, and past the cap a message: the text stays as typed, sending waits.
    const input = reader.page.getByTestId('comment-input');
    const counter = reader.page.getByTestId('comment-counter');
    await input.fill('Чай');
    expect(await counter.innerText()).toBe('3 / 1000');
    const long = `${'а'.repeat(1000)}лишнее`;
    await input.fill(long);
    expect(await counter.innerText()).toBe('1006 / 1000');
    expect(await counter.getAttribute('data-over')).toBe('true');
    expect(await input.inputValue()).toBe(long);
    expect(await reader.page.locator('#comment-message').innerText()).toBe('Длиннее 1000 символов на 6 — сократите, чтобы отправить. Текст сохранён.');
    expect(await reader.page.getByTestId('comment-send').isDisabled()).toBe(true);
    await counter.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(reader.page, 'snags-comment-over-cap-ru-phone');
    await input.fill('а'.repeat(1000));
    expect(await reader.page.getByTestId('comment-send').isDisabled()).toBe(false);
    await shot(author.page, 'snags-comments-live-en-desktop');
    expect(author.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
  }, 180_000);
});
