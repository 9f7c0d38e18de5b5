import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signLaunchParams } from '../../../tests/support/vk-sign';
import { startTestApp } from '../../test/harness';

const SECRET = 'vk-secret-for-tests';
const APP_ID = 51234567;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ vk: { appId: APP_ID, secret: SECRET, launchMaxAgeSeconds: 3600 } });
});
afterEach(() => t.close());

const launch = (over: Record<string, string | number> = {}) =>
  signLaunchParams({ vk_user_id: 777, vk_app_id: APP_ID, vk_ts: Math.floor(t.clock.now() / 1000), vk_language: 'ru', vk_platform: 'mobile_android', vk_access_token_settings: 'notify,friends', ...over }, SECRET);

const loginVk = (launchParams: string, user?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams, ...(user ? { user } : {}) } });

describe('POST auth/vk', () => {
  it('signs in by signed launch params, without cookies or CSRF, and answers a bearer token', async () => {
    const res = await loginVk(`?${launch()}`, { first_name: 'Иван', last_name: 'Петров', photo_200: 'https://sun.userapi.com/p.jpg' });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^\d+\|[A-Za-z0-9_-]{40}$/);
    expect(user).toMatchObject({ name: 'Иван Петров', isGuest: false, avatar: 'https://sun.userapi.com/p.jpg', locale: 'ru' });
    expect(res.cookies).toHaveLength(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.id).toBe(user.id);
  });

  it('finds the same user on the next launch and keeps earlier tokens valid', async () => {
    const first = (await loginVk(launch())).json().data;
    t.clock.advance(3 * 86_400_000);
    const second = (await loginVk(launch())).json().data;
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${first.token}` } });
    expect(old.statusCode).toBe(200);
  });

  it('rejects a bad sign with 401', async () => {
    const res = await loginVk(launch().replace('vk_user_id=777', 'vk_user_id=778'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'vk-sign' });
  });

  it('rejects launch params older than one hour with 401', async () => {
    const res = await loginVk(launch({ vk_ts: Math.floor(t.clock.now() / 1000) - 3601 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'vk-stale', message: 'The VK launch parameters have expired. Reopen the app.' });
  });

  it('rejects params of another app and garbage bodies', async () => {
    expect((await loginVk(launch({ vk_app_id: 1 }))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams: 42 } })).statusCode).toBe(422);
  });

  it('revokes the token at logout', async () => {
    const { token } = (await loginVk(launch())).json().data;
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth })).statusCode).toBe(401);
  });

  it('answers 503 when the server has no VK key configured', async () => {
    const bare = await startTestApp();
    try {
      expect((await bare.app.inject({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams: launch() } })).statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
