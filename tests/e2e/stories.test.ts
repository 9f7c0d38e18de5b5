import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { issueAccessToken } from '../../server/modules/auth/access-tokens';
import { localDay } from '../../server/domain/local-day';
import { DESKTOP, PHONE, openPage, shot } from '../support/browser';
import { pageApi } from '../support/page-api';
import { poll, useAppAndBrowser } from '../support/journey';
import { reachVkFeed, startVkContainer } from '../support/vk-container';

const e2e = useAppAndBrowser();
const DAY = 86_400_000;

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number }>;

/** A streak of 6 days that last counted yesterday (in the learner's time zone): today's training makes it 7. */
async function sixDaysUntilYesterday(userId: number) {
  const db = e2e.server.app.db;
  const { timezone } = await db.selectFrom('users').select('timezone').where('id', '=', userId).executeTakeFirstOrThrow();
  await db.insertInto('streaks').values({ user_id: userId, current: 6, best: 6, last_day: localDay(Date.now() - DAY, timezone), freezes: 0, updated_at: Date.now() }).execute();
}

/** A finished training of one new card, as the training screen sends it: the day counts, the streak is 7. */
async function trainOnce(call: Call, feed: number[]) {
  let cardId = 0;
  for (const id of feed) {
    if ((await call('POST', `cards/${id}/decisions`, { id: crypto.randomUUID(), decision: 'learn' })).status === 201) {
      cardId = id;
      break;
    }
  }
  expect(cardId).toBeGreaterThan(0);
  const sessionId = crypto.randomUUID();
  expect((await call('POST', 'training/answers', { sessionId, answers: [{ id: crypto.randomUUID(), cardId, answer: 'know' }] })).status).toBe(200);
  expect((await call('POST', `training/sessions/${sessionId}/finish`, {})).status).toBe(200);
}

const milestoneRow = (userId: number) =>
  e2e.server.app.db.selectFrom('milestones').select(['milestone', 'answer']).where('user_id', '=', userId).executeTakeFirst();

describe('milestone stories', () => {
  it('inside VK: a 7-day streak is offered once and shared to VK stories with its 1080×1920 picture', async () => {
    const vk = await startVkContainer({ appUrl: e2e.server.url, language: 'ru' });
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'ru-RU');
    try {
      await page.goto(vk.url);
      const frame = page.frameLocator('#app');
      await reachVkFeed(frame);
      const db = e2e.server.app.db;
      const { user_id: userId } = await db.selectFrom('identities').select('user_id').where('provider', '=', 'vk').where('provider_user_id', '=', String(vk.launch.vk_user_id)).executeTakeFirstOrThrow();

      // The learner trains on another device of theirs (the API with their token), reaching a 7-day streak.
      await sixDaysUntilYesterday(userId);
      const token = await issueAccessToken(db, userId, 'e2e-phone', Date.now());
      const call: Call = async (method, path, body) => {
        const res = await fetch(`${e2e.server.url}/api/v1/${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status };
      };
      const feed = (await (await fetch(`${e2e.server.url}/api/v1/feeds/main?limit=20`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })).json()) as { data: { id: number }[] };
      await trainOnce(call, feed.data.map((c) => c.id));

      // Opening the profile reads progress again: the offer comes, in the learner's language.
      await frame.getByTestId('tab-profile').click();
      const offer = frame.getByTestId('milestone-offer');
      await offer.waitFor();
      await expect(offer.getAttribute('data-milestone')).resolves.toBe('streak-7');
      await expect(frame.getByTestId('milestone-offer-title').textContent()).resolves.toBe('7 дней подряд!');
      await shot(page, 'story-offer-vk-phone-ru');

      await frame.getByTestId('milestone-share').click();
      const storyCalls = () => page.evaluate(() => (window as unknown as { __vkCalls: Array<{ handler: string; params: Record<string, unknown> }> }).__vkCalls.filter((c) => c.handler === 'VKWebAppShowStoryBox'));
      await poll(async () => (await storyCalls()).length).toBe(1);
      const params = (await storyCalls())[0]!.params;
      expect(params).toMatchObject({ background_type: 'image', attachment: { type: 'url', text: 'open', url: `https://vk.com/app${vk.launch.vk_app_id}` } });
      const [, type, base64] = /^data:([^;]+);base64,(.+)$/.exec(String(params.blob))!;
      expect(type).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(base64!, 'base64')).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);

      // Shared: the server keeps it, the card goes, and a reload does not offer it again.
      await poll(() => milestoneRow(userId)).toEqual({ milestone: 'streak-7', answer: 'shared' });
      await offer.waitFor({ state: 'detached' });
      await page.reload();
      await reachVkFeed(page.frameLocator('#app'));
      await page.frameLocator('#app').getByTestId('tab-profile').click();
      await page.frameLocator('#app').getByTestId('profile-panel').waitFor();
      // The profile has read progress (and so the milestones) once its points tile shows them.
      await poll(() => page.frameLocator('#app').getByTestId('profile-points-tile').getAttribute('data-points')).not.toBeNull();
      await expect(page.frameLocator('#app').getByTestId('milestone-offer').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await vk.close();
    }
  }, 180_000);

  it('on the web: the picture is saved where files cannot be shared, and "not now" stays answered', async () => {
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'en-US');
    try {
      await page.goto(`${e2e.server.url}/health`);
      const register = await pageApi<{ data: { id: number } }>(page, 'POST', 'register', { name: 'Anna', email: `anna${Date.now()}@example.com`, password: 'correct horse battery', password_confirmation: 'correct horse battery', timezone: 'UTC' });
      const userId = register.body.data.id;
      await sixDaysUntilYesterday(userId);
      const feed = await pageApi<{ data: { id: number }[] }>(page, 'GET', 'feeds/main?limit=20');
      await trainOnce((method, path, body) => pageApi(page, method, path, body), feed.body.data.map((c) => c.id));

      await page.goto(`${e2e.server.url}/progress`);
      const offer = page.getByTestId('milestone-offer');
      await offer.waitFor();
      await expect(page.getByTestId('milestone-offer-title').textContent()).resolves.toBe('7 days in a row!');
      await shotsOf(page, 'streak-7');

      // Headless Chromium on Linux has no Web Share: the picture downloads, named for the milestone.
      // VKUI draws the box over the input: the learner taps the label.
      await page.getByText('Put my name on the picture').click();
      await poll(() => page.getByTestId('milestone-with-name').isChecked()).toBe(true);
      const download = page.waitForEvent('download');
      await page.getByTestId('milestone-share').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('slovo-streak-7.jpg');
      const meta = await sharp(await file.path()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
      await poll(() => milestoneRow(userId)).toEqual({ milestone: 'streak-7', answer: 'shared' });
      await offer.waitFor({ state: 'detached' });

      // The next milestone: "not now" is kept across a reload.
      await e2e.server.app.db.insertInto('milestones').values({ user_id: userId, milestone: 'level-b1', reached_at: Date.now(), answer: null, answered_at: null }).execute();
      await page.reload();
      await offer.waitFor();
      await expect(offer.getAttribute('data-milestone')).resolves.toBe('level-b1');
      await page.getByTestId('milestone-dismiss').click();
      await offer.waitFor({ state: 'detached' });
      await poll(async () => (await e2e.server.app.db.selectFrom('milestones').select('answer').where('user_id', '=', userId).where('milestone', '=', 'level-b1').executeTakeFirst())?.answer).toBe('dismissed');
      await page.reload();
      await poll(() => page.getByTestId('points-day').first().getAttribute('data-total')).not.toBeNull();
      await expect(offer.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

/** The offer as people look at it: phone and desktop, light and dark. */
async function shotsOf(page: Page, key: string) {
  for (const [viewport, size] of [[PHONE, 'phone'], [DESKTOP, 'desktop']] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      // The scheme has reached the card and its colours have finished changing (VKUI eases them).
      await poll(() => page.evaluate(() => document.querySelector('[data-testid="milestone-offer"]') && getComputedStyle(document.querySelector('[data-testid="milestone-offer"]')!).backgroundColor)).toEqual(
        scheme === 'light' ? 'rgb(255, 255, 255)' : expect.not.stringMatching(/^rgb\(255, 255, 255\)$/),
      );
      await poll(() => page.evaluate(() => document.querySelector('[data-testid="milestone-offer"]')!.getAnimations({ subtree: true }).filter((a) => a instanceof CSSTransition).length)).toBe(0);
      await shot(page, `story-offer-${key}-${size}-${scheme}`);
    }
  }
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light' });
}
