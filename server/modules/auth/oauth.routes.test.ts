import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/tokens';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { startOAuthProvider } from '../../test/oauth-provider';
import { safeReturnPath } from './oauth.routes';

let provider: Awaited<ReturnType<typeof startOAuthProvider>>;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  provider = await startOAuthProvider({ user: { id: '9001', firstName: 'Olga', lastName: 'Ivanova', email: 'olga@yandex.ru' } });
});
afterAll(() => provider.close());
beforeEach(async () => {
  t = await startTestApp({ oauth: provider.config });
});
afterEach(() => t.close());

/** The browser's trip: our redirect → the provider's authorize page → back to our callback → /oauth-logged-in. */
async function signIn(v: Visitor, name: 'yandex' | 'vkid', query = '') {
  const start = await v.get(`/api/v1/auth/${name}/redirect${query}`);
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  const callback = await v.get(back.pathname + back.search);
  expect(callback.statusCode).toBe(302);
  return { authorize: new URL(start.headers.location as string), landing: new URL(callback.headers.location as string, 'http://app'), back };
}

describe('Yandex ID', () => {
  it('signs in with code + PKCE and lands on /oauth-logged-in with the remembered route', async () => {
    const v = t.visitor();
    const { authorize, landing } = await signIn(v, 'yandex', '?return=/learning');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.appUrl}/api/v1/auth/yandex/callback`);
    expect(landing.pathname).toBe('/oauth-logged-in');
    expect(landing.searchParams.get('return')).toBe('/learning');
    expect(landing.searchParams.get('error')).toBeNull();
    const me = (await v.get('/api/v1/user')).json().data;
    expect(me).toMatchObject({ name: 'Olga Ivanova', email: 'olga@yandex.ru', isGuest: false });
    const info = provider.requests.find((r) => r.path === '/yandex/info');
    expect(info?.headers.authorization).toMatch(/^OAuth [0-9a-f]+$/);
  });

  it('refuses a callback whose state is not ours', async () => {
    const v = t.visitor();
    const start = await v.get('/api/v1/auth/yandex/redirect');
    const back = new URL((await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location')!);
    back.searchParams.set('state', 'forged-state');
    const res = await v.get(back.pathname + back.search);
    expect(new URL(res.headers.location as string, 'http://app').searchParams.get('error')).toBe('state');
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('refuses a replayed callback (the state is single-use)', async () => {
    const v = t.visitor();
    const { back } = await signIn(v, 'yandex');
    await v.post('/api/v1/logout');
    const replay = await v.get(back.pathname + back.search);
    expect(new URL(replay.headers.location as string, 'http://app').searchParams.get('error')).toBe('state');
  });

  it('fails when the PKCE verifier does not match the challenge', async () => {
    const v = t.visitor();
    const start = await v.get('/api/v1/auth/yandex/redirect');
    // Swap the verifier held in the server-side session, as if the exchange came from another attempt.
    const idHash = sha256(v.cookies.get(t.config.session.cookie)!);
    const record = (await t.app.sessions.store.get(idHash, t.clock.now()))!;
    (record.data.oauth as { verifier: string }).verifier = 'x'.repeat(64);
    await t.app.sessions.store.set(idHash, record, t.clock.now());
    const back = new URL((await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location')!);
    const res = await v.get(back.pathname + back.search);
    expect(new URL(res.headers.location as string, 'http://app').searchParams.get('error')).toBe('provider');
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('keeps a guest’s progress when the guest signs in with a new provider account', async () => {
    const v = t.visitor();
    const guest = (await v.post('/api/v1/auth/guest')).json().data;
    provider.setUser({ id: '9002', firstName: 'Petr', lastName: 'K', email: null });
    await signIn(v, 'yandex');
    const me = (await v.get('/api/v1/user')).json().data;
    expect(me).toMatchObject({ id: guest.id, isGuest: false, name: 'Petr K' });
  });
});

describe('VK ID', () => {
  it('exchanges the code with device_id and the verifier, and signs in', async () => {
    provider.setUser({ id: '555', firstName: 'Ivan', lastName: 'VK', email: null });
    const v = t.visitor();
    const { authorize, landing } = await signIn(v, 'vkid');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
    expect(landing.searchParams.get('error')).toBeNull();
    const exchange = provider.requests.filter((r) => r.path === '/vk/oauth2/auth').at(-1)!;
    expect(exchange.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange.body).toMatchObject({ grant_type: 'authorization_code', device_id: 'device-123', client_id: 'vk-client' });
    expect((await v.get('/api/v1/user')).json().data.name).toBe('Ivan VK');
  });
});

describe('linking providers from settings', () => {
  it('links a provider to the signed-in account and refuses one linked elsewhere', async () => {
    provider.setUser({ id: '777', firstName: 'Link', lastName: 'Me', email: null });
    const owner = t.visitor();
    const { user } = await register(owner);
    await signIn(owner, 'yandex', '?mode=link&return=/settings');
    const ids = (await owner.get('/api/v1/user/identities')).json();
    expect(ids.data).toEqual([expect.objectContaining({ provider: 'yandex', name: 'Link Me' })]);
    expect((await owner.get('/api/v1/user')).json().data.id).toBe(user.id);

    const other = t.visitor();
    await register(other);
    const { landing } = await signIn(other, 'yandex', '?mode=link');
    expect(landing.searchParams.get('error')).toBe('identity-taken');
  });

  it('will not unlink the only way to sign in', async () => {
    provider.setUser({ id: '778', firstName: 'Only', lastName: 'Yandex', email: null });
    const v = t.visitor();
    await signIn(v, 'yandex');
    const res = await v.request({ method: 'DELETE', url: '/api/v1/user/identities/yandex' });
    expect(res.statusCode).toBe(412);
    expect(res.json().code).toBe('last-login-method');
  });
});

describe('return paths', () => {
  it('allow only our own paths (no open redirect)', () => {
    expect(safeReturnPath('/learning?x=1')).toBe('/learning?x=1');
    for (const bad of ['//evil.com', 'https://evil.com', '/\\evil.com', 'evil', undefined, '/a\r\nSet-Cookie: x']) expect(safeReturnPath(bad)).toBe('/');
  });

  it('are enforced on the redirect', async () => {
    const v = t.visitor();
    const { landing } = await signIn(v, 'yandex', `?return=${encodeURIComponent('//evil.com')}`);
    expect(landing.searchParams.get('return')).toBe('/');
  });
});

describe('providers that are not configured', () => {
  it('are left out of GET auth/providers, and a stale button lands on our screen instead of an error page', async () => {
    const both = await t.visitor().get('/api/v1/auth/providers');
    expect(both.json()).toEqual({ data: { providers: ['vkid', 'yandex'] } });
    const bare = await startTestApp();
    try {
      const v = bare.visitor();
      expect((await v.get('/api/v1/auth/providers')).json()).toEqual({ data: { providers: [] } });
      const start = await v.get('/api/v1/auth/yandex/redirect?return=/learning');
      expect(start.statusCode).toBe(302);
      const landing = new URL(start.headers.location as string, 'http://app');
      expect(landing.pathname).toBe('/oauth-logged-in');
      expect(Object.fromEntries(landing.searchParams)).toEqual({ return: '/learning', error: 'unavailable' });
      expect((await v.get('/api/v1/auth/nonsense/redirect')).statusCode).toBe(404);
      // A provider switched off while the learner was away at it: back on our screen too, never a 503.
      const back = await v.get('/api/v1/auth/vkid/callback?code=c&state=s');
      expect(back.statusCode).toBe(302);
      expect(Object.fromEntries(new URL(back.headers.location as string, 'http://app').searchParams)).toEqual({ return: '/', error: 'unavailable' });
    } finally {
      await bare.close();
    }
  });
});
