import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { testConfig } from '../../server/config/env';
import { startVkApiStandIn } from '../../server/test/vk-api-standin';
import { openPage, PHONE, shot } from '../support/browser';
import { poll, useAppAndBrowser } from '../support/journey';
import { reachVkFeed, startVkContainer, TEST_VK_APP_ID, TEST_VK_SECRET } from '../support/vk-container';
import { signLaunchParams } from '../support/vk-sign';

const ME = 777001;
const TOKEN = 'vk1.a.e2e-user-token-with-friends-scope';
let vkApi: Awaited<ReturnType<typeof startVkApiStandIn>>;
beforeAll(async () => {
  // VK knows three friends of the learner with the app: two learn in Slovo, the third never opened it here.
  vkApi = await startVkApiStandIn({ [TOKEN]: { userId: ME, appFriends: [777002, 777003, 777004] } });
});
afterAll(() => vkApi.close());
const e2e = useAppAndBrowser(() => ({ push: { ...testConfig().push, vk: { apiUrl: vkApi.url, version: '5.199', serviceToken: null } } }));

/** A VK user who opened the mini app once before (so they have a Slovo account), signed in as the app does. */
async function vkLearner(vkId: number, firstName: string): Promise<number> {
  const launchParams = signLaunchParams({ vk_user_id: vkId, vk_app_id: TEST_VK_APP_ID, vk_ts: Math.floor(Date.now() / 1000), vk_language: 'ru', vk_platform: 'mobile_android' }, TEST_VK_SECRET);
  const res = await fetch(`${e2e.server.url}/api/v1/auth/vk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ launchParams, user: { first_name: firstName } }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { user: { id: number } } }).data.user.id;
}

const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __vkCalls: Array<{ handler: string; params: Record<string, unknown> }> }).__vkCalls);

async function openFriends(frame: FrameLocator) {
  await reachVkFeed(frame);
  await frame.getByTestId('tab-progress').click();
  await frame.getByTestId('progress-friends').click();
  await poll(() => frame.getByTestId('friends-panel').getAttribute('data-loaded'), 30_000).toBe('true');
}

describe('friends inside the VK container', () => {
  it('finds the VK friends who use Slovo with the learner’s consent, adds one in a tap, and opens the invite box', async () => {
    const boris = await vkLearner(777002, 'Boris');
    const vera = await vkLearner(777003, 'Vera');
    const vk = await startVkContainer({ appUrl: e2e.server.url, userId: ME, language: 'en', answers: { VKWebAppGetAuthToken: { access_token: TOKEN, scope: 'friends' } } });
    const { page, context, errors } = await openPage(e2e.browser, PHONE);
    try {
      await page.goto(vk.url);
      const frame = page.frameLocator('#app');
      await openFriends(frame);
      await frame.getByTestId('vk-friends-find').click();
      const row = (id: number) => frame.locator(`[data-testid="vk-friend"][data-id="${id}"]`);
      await poll(() => frame.getByTestId('vk-friend').count()).toBe(2);
      expect(await frame.getByTestId('vk-friends-summary').textContent()).toBe('2 of your VK friends learn with Slovo');
      // The consent asked of VK: this app's id and the friends scope only; the token went to VK from the server.
      expect((await bridgeCalls(page)).filter((c) => c.handler === 'VKWebAppGetAuthToken').map((c) => ({ app_id: c.params.app_id, scope: c.params.scope }))).toEqual([{ app_id: TEST_VK_APP_ID, scope: 'friends' }]);
      expect(vkApi.calls.map((c) => [c.method, c.params.access_token])).toEqual([
        ['users.get', TOKEN],
        ['friends.getAppUsers', TOKEN],
      ]);
      await shot(page, 'vk-friends-found-phone-light-en');

      await row(boris).getByTestId('vk-friend-add').click();
      await poll(() => row(boris).getAttribute('data-friend')).toBe('true');
      expect(await row(vera).getAttribute('data-friend')).toBe('false');
      // Both sides are friends at once: Boris is in the learner's league, and the learner in Boris's friends.
      await poll(() => frame.locator(`[data-testid="league-row"][data-id="${boris}"]`).count()).toBe(1);
      const borisFriends = await e2e.server.app.db.selectFrom('friendships').select('friend_id').where('user_id', '=', boris).execute();
      expect(borisFriends).toHaveLength(1);

      await frame.getByTestId('tab-friends').click();
      await frame.getByTestId('vk-friends-invite').click();
      await poll(async () => (await bridgeCalls(page)).filter((c) => c.handler === 'VKWebAppShowInviteBox').length).toBe(1);
      await poll(() => frame.locator('[data-testid="toast"]').last().textContent()).toContain('Invitations sent.');
      expect((await bridgeCalls(page)).some((c) => c.handler === 'VKWebAppShare')).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await vk.close();
    }
  });

  it('says why when the learner declines, and shares the app link where the invite box is missing', async () => {
    const vk = await startVkContainer({ appUrl: e2e.server.url, userId: 777010, language: 'ru', deny: ['VKWebAppGetAuthToken'], refuse: ['VKWebAppShowInviteBox'] });
    const { page, context, errors } = await openPage(e2e.browser, PHONE, 'ru-RU');
    const callsBefore = vkApi.calls.length;
    try {
      await page.goto(vk.url);
      const frame = page.frameLocator('#app');
      await openFriends(frame);
      await frame.getByTestId('vk-friends-find').click();
      await poll(() => frame.getByTestId('vk-friends-problem').textContent()).toBe(
        'Без доступа к списку друзей Slovo не сможет их найти. Нажмите «Найти друзей из VK» и разрешите доступ.',
      );
      expect(await frame.getByTestId('vk-friend').count()).toBe(0);
      expect(vkApi.calls.length).toBe(callsBefore);
      await shot(page, 'vk-friends-denied-phone-light-ru');

      await frame.getByTestId('vk-friends-invite').click();
      await poll(async () => (await bridgeCalls(page)).filter((c) => c.handler === 'VKWebAppShare').map((c) => c.params.link)).toEqual([`https://vk.com/app${TEST_VK_APP_ID}`]);
      expect((await bridgeCalls(page)).filter((c) => c.handler === 'VKWebAppShowInviteBox')).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await vk.close();
    }
  });
});
