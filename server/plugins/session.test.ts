import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('sessions and CSRF (Sanctum style)', () => {
  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN and an httpOnly session cookie', async () => {
    const v = t.visitor();
    const res = await v.csrf();
    expect(res.statusCode).toBe(204);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    const session = res.cookies.find((c) => c.name === t.config.session.cookie);
    expect(xsrf?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.path).toBe('/');
  });

  it('is also served under the API bases', async () => {
    for (const url of ['/api/v1/sanctum/csrf-cookie', '/api/sanctum/csrf-cookie']) {
      expect((await t.visitor().get(url)).statusCode).toBe(204);
    }
  });

  it('keeps the same session and token across calls', async () => {
    const v = t.visitor();
    await v.csrf();
    const first = v.xsrf;
    await v.csrf();
    expect(v.xsrf).toBe(first);
  });

  it('rejects a state-changing request without the XSRF header with 419', async () => {
    const v = t.visitor();
    await v.csrf();
    const res = await v.request({ method: 'POST', url: '/api/v1/auth/guest', xsrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('rejects a wrong XSRF token and a request with no session at all', async () => {
    const v = t.visitor();
    await v.csrf();
    const wrong = await v.request({ method: 'POST', url: '/api/v1/auth/guest', headers: { 'x-xsrf-token': 'nope' } });
    expect(wrong.statusCode).toBe(419);
    const stranger = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest', headers: { 'x-xsrf-token': v.xsrf! } });
    expect(stranger.statusCode).toBe(419);
  });

  it('accepts the matching token, URL-encoded or not, in X-XSRF-TOKEN or X-CSRF-TOKEN', async () => {
    const v = t.visitor();
    await v.csrf();
    const res = await v.request({ method: 'POST', url: '/api/v1/logs', payload: { err: 'x' }, headers: { 'x-xsrf-token': encodeURIComponent(v.xsrf!) } });
    expect(res.statusCode).toBe(204);
    const res2 = await v.request({ method: 'POST', url: '/api/v1/logs', payload: { err: 'y' }, headers: { 'x-csrf-token': v.xsrf! }, xsrf: false });
    expect(res2.statusCode).toBe(204);
  });

  it('expires a session after its lifetime', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    expect((await v.get('/api/v1/user')).statusCode).toBe(200);
    t.clock.advance(t.config.session.lifetimeMs + 1000);
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('slides the expiry while the visitor keeps using the app', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(t.config.session.lifetimeMs * 0.6);
      expect((await v.get('/api/v1/user')).statusCode).toBe(200);
    }
  });
});

describe('production cookies', () => {
  it('are Secure and SameSite=None so the VK iframe can keep them', async () => {
    const p = await startTestApp({ session: { ...t.config.session, secure: true, sameSite: 'none' } });
    try {
      const res = await p.visitor().csrf();
      for (const c of res.cookies) {
        expect(c.secure).toBe(true);
        expect(c.sameSite).toBe('None');
      }
    } finally {
      await p.close();
    }
  });
});
