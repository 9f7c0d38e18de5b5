import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signLaunchParams } from '../../tests/support/vk-sign';
import { startTestApp } from '../test/harness';

const SECRET = 'vk-secret-for-tests';
const APP_ID = 51234567;
const OWN_HOSTING = `https://prod-app${APP_ID}-1ee29770df41.pages-ac.vk-apps.com`;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ vk: { appId: APP_ID, secret: SECRET, launchMaxAgeSeconds: 3600 }, corsOrigins: ['https://slovo.example'] });
});
afterEach(() => t.close());

/** The attacker's own, validly signed launch params. */
const attackerLaunch = () =>
  signLaunchParams({ vk_user_id: 666, vk_app_id: APP_ID, vk_ts: Math.floor(t.clock.now() / 1000), vk_language: 'en', vk_platform: 'desktop_web' }, SECRET);

async function victimGuest() {
  const v = t.visitor();
  const guest = (await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).json().data as { id: number };
  return { v, guest };
}

describe('POST auth/vk never acts on a cookie session the request did not prove it owns', () => {
  it('refuses a cross-site HTML form (urlencoded, no XSRF header) with 415 and leaves the guest alone', async () => {
    const { v, guest } = await victimGuest();
    const res = await v.request({
      method: 'POST',
      url: '/api/v1/auth/vk',
      xsrf: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ launchParams: attackerLaunch() }).toString(),
    });
    expect(res.statusCode).toBe(415);
    expect(await t.app.db.selectFrom('identities').selectAll().execute()).toHaveLength(0);
    expect((await v.get('/api/v1/user')).json().data).toMatchObject({ id: guest.id, isGuest: true });
  });

  it('ignores the cookie session when a JSON call does not echo the XSRF token: a new VK account, the guest untouched', async () => {
    const { v, guest } = await victimGuest();
    const res = await v.request({ method: 'POST', url: '/api/v1/auth/vk', xsrf: false, payload: { launchParams: attackerLaunch() } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).not.toBe(guest.id);
    const me = (await v.get('/api/v1/user')).json().data;
    expect(me).toMatchObject({ id: guest.id, isGuest: true });
    expect(await t.app.db.selectFrom('identities').select('user_id').execute()).toEqual([{ user_id: res.json().data.user.id }]);
  });

  it('still upgrades the guest when the call proves the session with its XSRF token (the mini app with cookies)', async () => {
    const { v, guest } = await victimGuest();
    const res = await v.request({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams: attackerLaunch() } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: guest.id, isGuest: false });
  });
});

describe('CSRF is skipped only for a valid bearer token', () => {
  for (const authorization of ['Bearer', 'Bearer ', 'Bearer x y', 'Bearer not-a-token', 'bearer 1|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
    it(`answers 401 for "${authorization}" instead of serving the cookie session without CSRF`, async () => {
      const { v, guest } = await victimGuest();
      const res = await v.request({ method: 'POST', url: '/api/v1/logout', xsrf: false, headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect((await v.get('/api/v1/user')).json().data.id).toBe(guest.id);
    });
  }

  it('a valid bearer token needs no XSRF header', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/vk', payload: { launchParams: attackerLaunch() } });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logs', headers: { authorization: `Bearer ${login.json().data.token}` }, payload: { err: 'x' } });
    expect(res.statusCode).toBe(204);
  });

  it('a malformed percent-encoding in X-XSRF-TOKEN is a 419, not a 500', async () => {
    const { v } = await victimGuest();
    for (const token of ['%', '%E0%A4%A', `${v.xsrf}%zz`]) {
      const res = await v.request({ method: 'POST', url: '/api/v1/logs', payload: { err: 'x' }, headers: { 'x-xsrf-token': token } });
      expect(res.statusCode).toBe(419);
      expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
    }
  });
});

describe('CORS allows exactly our own origins', () => {
  const preflight = (origin: string) =>
    t.app.inject({ method: 'OPTIONS', url: '/api/v1/user', headers: { origin, 'access-control-request-method': 'GET' } });
  const read = (origin: string) => t.app.inject({ method: 'GET', url: '/api/v1/feeds/main', headers: { origin } });

  it('answers this app’s VK hosting origin and the configured origins with credentials', async () => {
    for (const origin of [OWN_HOSTING, `https://stage-app${APP_ID}-25a3c6dd9866.pages-ac.vk-apps.com`, 'https://slovo.example']) {
      const res = await read(origin);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it('gives another mini app, VK itself and look-alikes nothing to read', async () => {
    for (const origin of [
      'https://prod-app7794757-c1ffb3285f12.pages-ac.vk-apps.com',
      `https://prod-app${APP_ID}1-c1ffb3285f12.pages-ac.vk-apps.com`,
      `https://prod-app${APP_ID}-c1ffb3285f12.pages-ac.vk-apps.com.evil.example`,
      `http://prod-app${APP_ID}-c1ffb3285f12.pages-ac.vk-apps.com`,
      'https://vk.com',
      'https://evil.vk.com',
      'https://m.vk.ru',
      'https://slovo.example.evil.example',
      'null',
    ]) {
      expect((await read(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
