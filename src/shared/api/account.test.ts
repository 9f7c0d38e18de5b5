import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { installFetchStub, json } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { initI18n } from '../i18n/init';
import { setPlatformResult } from '../platform';
import { toastRequested, type ToastInput } from '../toasts/model';
import { api, loginWithVk, oauthRedirectUrl, resetCsrfState, safeReturnPath, setBearerToken } from './index';

let toasts: ToastInput[] = [];
let unwatch = () => undefined as void;

beforeEach(() => {
  initI18n('en');
  resetCsrfState();
  setBearerToken(null);
  setPlatformResult({ platform: 'web', detail: null });
  toasts = [];
  const sub = toastRequested.watch((t) => toasts.push(t));
  unwatch = () => sub.unsubscribe();
});

afterEach(() => {
  unwatch();
  setBearerToken(null);
  setPlatformResult({ platform: 'web', detail: null });
  vi.unstubAllGlobals();
});

const VK_USER = aUser({ id: 9, name: 'Иван Тестов', email: null, locale: 'ru' });

describe('bearer sessions (inside VK)', () => {
  it('POST auth/vk sends the raw launch query and the VK profile, with no CSRF round trip', async () => {
    setPlatformResult({ platform: 'vk', detail: { vk_user_id: 9 } });
    const stub = installFetchStub({ 'POST /api/v1/auth/vk': () => json(200, { data: { token: '1|secret', user: VK_USER } }) });
    const result = await loginWithVk('?vk_app_id=1&sign=x', { first_name: 'Иван', last_name: 'Тестов' });
    expect(result.token).toBe('1|secret');
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    const [call] = stub.calls('POST', '/api/v1/auth/vk');
    expect(JSON.parse(call!.body!)).toEqual({ launchParams: '?vk_app_id=1&sign=x', user: { first_name: 'Иван', last_name: 'Тестов' } });
    expect(call!.headers['x-xsrf-token']).toBeUndefined();
    expect(call!.headers.authorization).toBeUndefined();
  });

  it('sends Authorization: Bearer on every call once a token is set, never fetching or sending the XSRF cookie', async () => {
    const stub = installFetchStub({
      'GET /api/v1/user': () => json(200, { data: VK_USER }),
      'PATCH /api/v1/user': () => json(200, { data: VK_USER }),
      'POST /api/v1/logout': () => json(204, null),
    });
    setBearerToken('1|secret');
    await api.get('user').json();
    await api.patch('user', { json: { name: 'x' } }).json();
    await api.post('logout');
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    for (const request of stub.requests) {
      expect(request.headers.authorization).toBe('Bearer 1|secret');
      expect(request.headers['x-xsrf-token']).toBeUndefined();
    }
    expect(toasts).toEqual([]);
  });

  it('inside VK never tries the cookie session, so the cookieNotAccepted warning cannot appear', async () => {
    setPlatformResult({ platform: 'vk', detail: { vk_user_id: 9 } });
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
      'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }),
    });
    await expect(api.get('user', { context: { anonymousOk: true } }).json()).rejects.toMatchObject({ status: 401 });
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    expect(toasts).toEqual([]);
  });

  it('drops back to the cookie session on the web once the token is gone', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const stub = installFetchStub({ 'POST /api/v1/logout': () => json(204, null) });
    setBearerToken('1|secret');
    setBearerToken(null);
    await api.post('logout');
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
    expect(stub.requests[0]?.headers['x-xsrf-token']).toBe('abc');
  });
});

describe('return paths and OAuth redirects', () => {
  it.each([
    ['/profile', '/profile'],
    ['/learning?tab=2', '/learning?tab=2'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('safeReturnPath(%s) = %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it('builds the provider redirect with the mode and a safe return path', () => {
    const login = new URL(oauthRedirectUrl('yandex', { returnTo: '/progress' }));
    expect(login.pathname).toBe('/api/v1/auth/yandex/redirect');
    expect(login.searchParams.get('mode')).toBe('login');
    expect(login.searchParams.get('return')).toBe('/progress');
    const link = new URL(oauthRedirectUrl('vkid', { mode: 'link', returnTo: '//evil' }));
    expect(link.pathname).toBe('/api/v1/auth/vkid/redirect');
    expect(link.searchParams.get('mode')).toBe('link');
    expect(link.searchParams.get('return')).toBe('/');
  });
});
