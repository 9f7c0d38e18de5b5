import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { csrfResponder, installFetchStub, json } from '../../test/fetch-stub';
import { replaceLocation } from '../lib/location';
import { toastRequested, type ToastInput } from '../toasts/model';
import { initI18n } from '../i18n/init';
import {
  api,
  apiUnversioned,
  reportError,
  resetCsrfState,
  resetReportThrottle,
  resetUpdateNotice,
  setBearerToken,
  unauthorized,
  fetchUser,
  $pendingRequests,
  type ApiHttpError,
  NetworkError,
} from './index';

vi.mock('../lib/location', () => ({ replaceLocation: vi.fn(), assignLocation: vi.fn() }));

let toasts: ToastInput[] = [];
let unwatch: () => void = () => undefined;

beforeEach(() => {
  initI18n('en');
  resetCsrfState();
  resetReportThrottle();
  resetUpdateNotice();
  setBearerToken(null);
  toasts = [];
  const sub = toastRequested.watch((t) => toasts.push(t));
  unwatch = () => sub.unsubscribe();
  vi.mocked(replaceLocation).mockClear();
});

afterEach(() => {
  unwatch();
  vi.unstubAllGlobals();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests', () => {
  it('sends the default headers, cookies and the XSRF token decoded from the cookie', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder('a/b=c'),
      'POST /api/v1/auth/guest': () => json(201, { data: { id: 1 } }),
    });
    await api.post('auth/guest').json();
    const [call] = stub.calls('POST', '/api/v1/auth/guest');
    expect(call?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call?.headers['accept-language']).toBe('en');
    expect(call?.headers['x-version']).toBe('2.2.0+test');
    expect(call?.headers['x-xsrf-token']).toBe('a/b=c');
    expect(stub.fetchMock.mock.calls[1]?.[0]).toBeInstanceOf(Request);
    expect((stub.fetchMock.mock.calls[1]?.[0] as Request).credentials).toBe('include');
  });

  it('uses the versioned base and keeps an unversioned one', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'GET /api/v1/user': () => json(200, { data: {} }),
      'GET /api/health': () => json(200, {}),
    });
    await api.get('user').json();
    await apiUnversioned.get('health').json();
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(1);
    expect(stub.calls('GET', '/api/health')).toHaveLength(1);
  });

  it('sends the current locale after the language changes', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'GET /api/v1/user': () => json(200, { data: {} }),
    });
    initI18n('ru');
    await api.get('user').json();
    expect(stub.calls('GET', '/api/v1/user')[0]?.headers['accept-language']).toBe('ru');
  });

  it('fetches the CSRF cookie once for concurrent writes when it is missing, before any of them', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return csrfResponder()(r);
      },
      'POST /api/v1/logout': () => json(204, null),
      'POST /api/v1/auth/guest': () => json(201, { data: { id: 1 } }),
    });
    await Promise.all([api.post('logout'), api.post('auth/guest'), api.post('logout')]);
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(1);
    const csrfIndex = stub.requests.findIndex((r) => r.path === '/sanctum/csrf-cookie');
    expect(csrfIndex).toBe(0);
    for (const r of stub.requests.slice(1)) expect(r.headers['x-xsrf-token']).toBe('token/with=chars');
  });

  it('sends a GET at once without the CSRF cookie (only writes must echo it)', async () => {
    const stub = installFetchStub({
      'GET /sanctum/csrf-cookie': csrfResponder(),
      'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }),
      'GET /api/v1/feeds/main': () => json(200, { data: [] }),
    });
    await api.get('feeds/main').json();
    await api.get('user').catch(() => undefined);
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    expect(stub.requests.map((r) => r.path)).toEqual(['/api/v1/feeds/main', '/api/v1/user']);
  });

  it('does not fetch the CSRF cookie when it is already present', async () => {
    document.cookie = 'XSRF-TOKEN=present; path=/';
    const stub = installFetchStub({ 'GET /api/v1/user': () => json(200, { data: {} }) });
    await api.get('user').json();
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    expect(stub.requests[0]?.headers['x-xsrf-token']).toBe('present');
  });

  it('sends a bearer token instead of CSRF when the platform layer set one', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logout': () => json(204, null) });
    setBearerToken('vk-token');
    await api.post('logout');
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(0);
    expect(stub.requests[0]?.headers.authorization).toBe('Bearer vk-token');
    expect(stub.requests[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('counts pending requests for the progress bar and settles back to zero', async () => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
    let release: () => void = () => undefined;
    installFetchStub({
      'GET /api/v1/user': () => new Promise<Response>((resolve) => (release = () => resolve(json(200, { data: {} })))),
    });
    const pending = api.get('user').json();
    await flush();
    expect($pendingRequests.getState()).toBe(1);
    release();
    await pending;
    expect($pendingRequests.getState()).toBe(0);
  });
});

describe('status catalogue', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
  });

  it('rejects a 422 with serverValidationErrors taken from the errors field', async () => {
    const stub = installFetchStub({
      'POST /api/v1/auth/guest': () => json(422, { message: 'Invalid', errors: { email: ['This field is required'] } }),
      'POST /api/v1/logs': () => json(204, null),
    });
    const error = (await api.post('auth/guest').catch((e: unknown) => e)) as ApiHttpError;
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.status).toBe(422);
    expect(error.serverValidationErrors).toEqual({ email: ['This field is required'] });
    expect(toasts).toHaveLength(0);
    await flush();
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(0);
  });

  it('re-fetches the CSRF cookie on 419 and asks the user to repeat the action', async () => {
    const stub = installFetchStub({
      'POST /api/v1/logout': () => json(419, { message: 'CSRF token mismatch.' }),
      'GET /sanctum/csrf-cookie': csrfResponder('fresh'),
      'POST /api/v1/logs': () => json(204, null),
    });
    await expect(api.post('logout')).rejects.toBeInstanceOf(HTTPError);
    await flush();
    expect(stub.calls('GET', '/sanctum/csrf-cookie')).toHaveLength(1);
    expect(toasts.map((t) => t.message)).toEqual([
      'The page has expired and the session was refreshed. Please repeat the action.',
    ]);
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(0);
  });

  it('on 426 shows the update notice once and reloads at /?version=lastVersion after 5000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    installFetchStub({ 'GET /api/v1/user': () => json(426, { message: 'Upgrade', lastVersion: '2.3.0' }) });
    await expect(api.get('user').json()).rejects.toBeInstanceOf(HTTPError);
    await expect(api.get('user').json()).rejects.toBeInstanceOf(HTTPError);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'A new version is available' });
    vi.advanceTimersByTime(4999);
    expect(replaceLocation).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replaceLocation).toHaveBeenCalledTimes(1);
    expect(replaceLocation).toHaveBeenCalledWith('/?version=2.3.0');
  });

  it('answers the first GET user from the request index.html started early, once; the next one asks the server', async () => {
    const stub = installFetchStub({ 'GET /api/v1/user': () => json(200, { data: { id: 2, name: 'Server' } }) });
    window.__slovoUser = Promise.resolve(json(200, { data: { id: 1, name: 'Early' } }));
    await expect(fetchUser()).resolves.toMatchObject({ id: 1, name: 'Early' });
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(0);
    expect(window.__slovoUser).toBeUndefined();
    await expect(fetchUser()).resolves.toMatchObject({ id: 2, name: 'Server' });
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(1);
    // An early answer goes through the same hooks: 401 is an anonymous visitor, not a reset.
    const spy = vi.fn();
    const sub = unauthorized.watch(spy);
    window.__slovoUser = Promise.resolve(json(401, { message: 'Unauthenticated.' }));
    await expect(fetchUser()).resolves.toBeNull();
    expect(spy).not.toHaveBeenCalled();
    sub.unsubscribe();
    // The early request failed (offline at load): the app asks itself.
    window.__slovoUser = Promise.resolve(null);
    await expect(fetchUser()).resolves.toMatchObject({ id: 2 });
    expect(stub.calls('GET', '/api/v1/user')).toHaveLength(2);
  });

  it('on 401 signals the session reset, but not for the anonymous GET user check', async () => {
    installFetchStub({
      'GET /api/v1/user/progress': () => json(401, { message: 'Unauthenticated.' }),
      'GET /api/v1/user': () => json(401, { message: 'Unauthenticated.' }),
    });
    const spy = vi.fn();
    const sub = unauthorized.watch(spy);
    await expect(fetchUser()).resolves.toBeNull();
    expect(spy).not.toHaveBeenCalled();
    await expect(api.get('user/progress').json()).rejects.toBeInstanceOf(HTTPError);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveLength(0);
    sub.unsubscribe();
  });

  it.each([
    [429, {}, 'Too many requests. Take a short break and try again.'],
    [500, {}, 'The server could not process the request. We already know about it.'],
    [503, {}, 'We are updating the app. It takes less than 5 seconds — try again in a moment.'],
    [412, { code: 'no-steps' }, 'No moves left for today'],
    [412, { code: 'too-more-today' }, 'Too many cards to review today'],
    [412, { code: 'too-more-total' }, 'Too many cards in learning'],
    [412, {}, 'This is not possible right now'],
  ])('shows the catalogue message for %i %j', async (status, extra, message) => {
    installFetchStub({
      'POST /api/v1/auth/guest': () => json(status, { message: 'server text', ...extra }),
      'POST /api/v1/logs': () => json(204, null),
    });
    const error = (await api.post('auth/guest').catch((e: unknown) => e)) as ApiHttpError;
    expect(error.status).toBe(status);
    expect(toasts.map((t) => [t.kind, t.message])).toEqual([['error', message]]);
  });

  it('exposes the 412 code on the error', async () => {
    installFetchStub({
      'POST /api/v1/auth/guest': () => json(412, { message: 'x', code: 'too-more-today' }),
      'POST /api/v1/logs': () => json(204, null),
    });
    const error = (await api.post('auth/guest').catch((e: unknown) => e)) as ApiHttpError;
    expect(error.code).toBe('too-more-today');
  });
});

describe('reporting', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=x; path=/';
  });

  it.each([401, 419, 422, 426, 429, 500])('does not report the handled status %i', async (status) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const stub = installFetchStub({
      'POST /api/v1/auth/guest': () => json(status, { message: 'x', lastVersion: '9' }),
      'POST /api/v1/logs': () => json(204, null),
      'GET /sanctum/csrf-cookie': csrfResponder(),
    });
    await api.post('auth/guest').catch(() => undefined);
    await flush();
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(0);
  });

  it.each([403, 404, 412, 503])('reports the unhandled status %i to POST /api/v1/logs', async (status) => {
    const stub = installFetchStub({
      'POST /api/v1/auth/guest': () => json(status, { message: 'x' }),
      'POST /api/v1/logs': () => json(204, null),
    });
    await api.post('auth/guest').catch(() => undefined);
    await flush();
    const logs = stub.calls('POST', '/api/v1/logs');
    expect(logs).toHaveLength(1);
    const payload = JSON.parse(logs[0]?.body ?? '{}') as Record<string, string>;
    expect(payload.err).toBe(`HTTP ${status} POST /api/v1/auth/guest`);
    expect(payload.instance).toBe('api:http');
    expect(JSON.parse(payload.info ?? '{}')).toMatchObject({ status, version: '2.2.0+test', platform: 'web' });
  });

  it('never reports a failure of the logs call itself, only writes it to the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(500, { message: 'down' }) });
    await expect(reportError({ err: 'boom' })).resolves.toBeUndefined();
    await flush();
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(1);
    expect(toasts).toHaveLength(0);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('shows no-internet, reports, and does not retry a POST on a network failure', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    stub.fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.post('auth/guest').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(toasts.map((t) => t.message)).toEqual([
      'The internet connection was lost. Check your network and try again.',
    ]);
    await flush();
    const posts = stub.requests.filter((r) => r.path === '/api/v1/auth/guest');
    expect(posts).toHaveLength(0); // the one attempt threw before being recorded; no retry followed
    expect(stub.fetchMock).toHaveBeenCalledTimes(2); // the failed POST + the report
    expect(stub.calls('POST', '/api/v1/logs')).toHaveLength(1);
  });

  it('retries a GET after a network failure', async () => {
    const stub = installFetchStub({ 'GET /api/v1/user': () => json(200, { data: { id: 7 } }) });
    stub.fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('user').json()).resolves.toEqual({ data: { id: 7 } });
    expect(toasts).toHaveLength(0);
  });

  it('drops identical reports within a few seconds', async () => {
    const stub = installFetchStub({ 'POST /api/v1/logs': () => json(204, null) });
    await reportError({ err: 'same' });
    await reportError({ err: 'same' });
    await reportError({ err: 'other' });
    expect(stub.calls('POST', '/api/v1/logs').map((r) => JSON.parse(r.body ?? '{}').err)).toEqual(['same', 'other']);
  });
});
