import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signLaunchParams } from '../../../tests/support/vk-sign';
import { testConfig } from '../../config/env';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { startVkApiStandIn } from '../../test/vk-api-standin';

const SECRET = 'vk-secret-for-tests';
const APP_ID = 51234567;
const ANNA_TOKEN = 'vk1.a.anna-token-with-friends-scope';

let t: Awaited<ReturnType<typeof startTestApp>>;
let vk: Awaited<ReturnType<typeof startVkApiStandIn>>;

beforeEach(async () => {
  // Anna (VK 1001) has four VK friends with the app: Boris and Vera use Slovo, 1004 and 1005 never signed in here.
  vk = await startVkApiStandIn({
    [ANNA_TOKEN]: { userId: 1001, appFriends: [1002, 1003, 1004, 1005] },
    'vk1.a.boris-token-with-friends': { userId: 1002, appFriends: [1001] },
    'vk1.a.anna-token-without-scope': { userId: 1001, appFriends: [1002], scope: [] },
    'vk1.a.anna-token-that-expired': { userId: 1001, appFriends: [1002], expired: true },
  });
  const base = testConfig();
  t = await startTestApp({
    vk: { appId: APP_ID, secret: SECRET, launchMaxAgeSeconds: 3600 },
    push: { ...base.push, vk: { apiUrl: vk.url, version: '5.199', serviceToken: null } },
  });
});
afterEach(async () => {
  await t.close();
  await vk.close();
});

/** A learner who opened the mini app as VK user `vkId`: signed in by launch params, calling with the bearer token. */
async function vkLearner(vkId: number, name: string, language: 'ru' | 'en' = 'en') {
  const launchParams = signLaunchParams({ vk_user_id: vkId, vk_app_id: APP_ID, vk_ts: Math.floor(t.clock.now() / 1000), vk_language: language, vk_platform: 'mobile_android' }, SECRET);
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams, user: { first_name: name } } });
  expect(res.statusCode).toBe(200);
  const { token, user } = res.json().data as { token: string; user: { id: number } };
  const v = t.visitor();
  v.headers.authorization = `Bearer ${token}`;
  v.headers['accept-language'] = language;
  return { v, id: user.id, name };
}

const find = (v: Visitor, token: string) => v.post('/api/v1/friends/vk', { token });
const friendIds = async (v: Visitor) => ((await v.get('/api/v1/friends')).json().data as Array<{ id: number }>).map((f) => f.id);

describe('VK friends who use Slovo', () => {
  it('lists only the VK friends VK names for the token’s owner, and adds one in one tap on both sides', async () => {
    const anna = await vkLearner(1001, 'Anna');
    const boris = await vkLearner(1002, 'Boris');
    const vera = await vkLearner(1003, 'Vera');
    const stranger = await vkLearner(2001, 'Gleb');

    const res = await find(anna.v, ANNA_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: boris.id, name: 'Boris', avatar: null, alreadyFriend: false },
      { id: vera.id, name: 'Vera', avatar: null, alreadyFriend: false },
    ]);
    // VK was asked who owns the token, then that owner's friends with the app; the token went in the body.
    expect(vk.calls.map((c) => [c.method, c.params.access_token, c.params.v])).toEqual([
      ['users.get', ANNA_TOKEN, '5.199'],
      ['friends.getAppUsers', ANNA_TOKEN, '5.199'],
    ]);

    const added = await anna.v.post(`/api/v1/friends/vk/${boris.id}`, { token: ANNA_TOKEN });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ id: boris.id, name: 'Boris', keepsStreak: true, friendStreak: 0 });
    expect(await friendIds(anna.v)).toEqual([boris.id]);
    expect(await friendIds(boris.v)).toEqual([anna.id]);
    expect((await find(anna.v, ANNA_TOKEN)).json().data.map((f: { alreadyFriend: boolean }) => f.alreadyFriend)).toEqual([true, false]);

    const again = await anna.v.post(`/api/v1/friends/vk/${boris.id}`, { token: ANNA_TOKEN });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already' });
    // Someone VK does not name as Anna's friend is not added, and the answer does not tell whether they use Slovo.
    const notFriend = await anna.v.post(`/api/v1/friends/vk/${stranger.id}`, { token: ANNA_TOKEN });
    const nobody = await anna.v.post('/api/v1/friends/vk/999999', { token: ANNA_TOKEN });
    expect([notFriend.statusCode, nobody.statusCode]).toEqual([404, 404]);
    expect(notFriend.json()).toEqual(nobody.json());
    expect(await friendIds(stranger.v)).toEqual([]);
  });

  it('refuses a token of another VK account, a list of ids, and an account without VK, asking VK nothing more', async () => {
    const anna = await vkLearner(1001, 'Anna', 'ru');
    const boris = await vkLearner(1002, 'Boris');
    const other = await find(anna.v, 'vk1.a.boris-token-with-friends');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'vk-other-user', message: 'Это разрешение выдано другим аккаунтом VK. Откройте Slovo из своего аккаунта.' });
    // Only users.get: the other account's friends were never read.
    expect(vk.calls.map((c) => c.method)).toEqual(['users.get']);
    const added = await anna.v.post(`/api/v1/friends/vk/${boris.id}`, { token: 'vk1.a.boris-token-with-friends' });
    expect(added.statusCode).toBe(403);
    expect(await friendIds(anna.v)).toEqual([]);

    const ids = await anna.v.post('/api/v1/friends/vk', { token: ANNA_TOKEN, ids: [1002, 1003] });
    expect(ids.statusCode).toBe(422);
    expect(Object.keys(ids.json().errors)).toEqual(['ids']);

    const web = t.visitor();
    await register(web, { name: 'Dina' });
    const callsBefore = vk.calls.length;
    const unlinked = await find(web, ANNA_TOKEN);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json()).toMatchObject({ code: 'vk-not-linked', message: 'Sign in with VK to find your VK friends.' });
    expect(vk.calls.length).toBe(callsBefore);
    expect((await t.visitor().post('/api/v1/friends/vk', { token: ANNA_TOKEN })).statusCode).toBe(401);
  });

  it('explains an expired token, a missing permission and VK being down in the learner’s language, changing nothing', async () => {
    const anna = await vkLearner(1001, 'Anna');
    const boris = await vkLearner(1002, 'Boris');
    const expired = await find(anna.v, 'vk1.a.anna-token-that-expired');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'vk-token', errors: { token: ['VK did not accept the permission: it may have expired. Allow access to your friends again.'] } });
    const noScope = await anna.v.post(`/api/v1/friends/vk/${boris.id}`, { token: 'vk1.a.anna-token-without-scope' }, { 'accept-language': 'ru' });
    expect(noScope.statusCode).toBe(422);
    expect(noScope.json()).toMatchObject({ code: 'vk-scope', message: 'Чтобы найти друзей, Slovo нужен доступ к списку друзей. Разрешите его и попробуйте снова.' });
    vk.down();
    const down = await anna.v.post(`/api/v1/friends/vk/${boris.id}`, { token: ANNA_TOKEN });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ code: 'vk-unavailable', message: 'VK is not answering right now. Try again in a minute.' });
    await vk.close();
    const gone = await find(anna.v, ANNA_TOKEN);
    expect(gone.statusCode).toBe(502);
    expect(await friendIds(anna.v)).toEqual([]);
    expect(await friendIds(boris.v)).toEqual([]);
    const malformed = await find(anna.v, 'not a token; drop table users');
    expect(malformed.statusCode).toBe(422);
  });

  it('is rate-limited: ten searches a minute', async () => {
    const anna = await vkLearner(1001, 'Anna');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await find(anna.v, ANNA_TOKEN)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
