import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomToken, sha256 } from '../../lib/tokens';
import { startTestApp } from '../../test/harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('GET user', () => {
  it('answers 401 {message} to an anonymous visitor', async () => {
    const res = await t.visitor().get('/api/v1/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('speaks Russian when the client asks for it', async () => {
    const res = await t.visitor().get('/api/v1/user', { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(res.json().message).toBe('Требуется вход.');
  });
});

describe('POST auth/guest', () => {
  it('creates a guest with its own session and a fresh session id', async () => {
    const v = t.visitor();
    await v.csrf();
    const before = v.cookies.get(t.config.session.cookie);
    const res = await v.post('/api/v1/auth/guest', { timezone: 'Europe/Moscow' });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({ isGuest: true, isAdmin: false, email: null, emailVerifiedAt: null, level: 'a1', timezone: 'Europe/Moscow' });
    expect(v.cookies.get(t.config.session.cookie)).not.toBe(before);
    const me = await v.get('/api/v1/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(user.id);
  });

  it('names the guest in the visitor language and ignores a bogus time zone', async () => {
    const v = t.visitor();
    v.headers['accept-language'] = 'ru';
    const res = await v.post('/api/v1/auth/guest', { timezone: 'Mars/Olympus' });
    expect(res.json().data).toMatchObject({ name: 'Гость', locale: 'ru', timezone: 'UTC' });
  });

  it('does not create a second account for someone already signed in', async () => {
    const v = t.visitor();
    const first = (await v.post('/api/v1/auth/guest')).json().data;
    const again = await v.post('/api/v1/auth/guest');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.id);
  });

  it('rejects unknown fields with 422 in Laravel shape', async () => {
    const res = await t.visitor().post('/api/v1/auth/guest', { timezone: 'UTC', admin: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Unknown field', errors: { admin: ['Unknown field'] } });
  });
});

describe('GET user/progress', () => {
  it('answers the level, the test state, points and streak', async () => {
    const v = t.visitor();
    const { id } = (await v.post('/api/v1/auth/guest')).json().data;
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: id, amount: 50, reason: 'email-verified', reference: 'x', created_at: t.clock.now() },
        { user_id: id, amount: 5, reason: 'game', reference: 'r1', created_at: t.clock.now() },
      ])
      .execute();
    const res = await v.get('/api/v1/user/progress');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { level: 'a1', test: { rejected: false, result: null }, points: 55, streak: 0, streakBest: 0, streakFreezes: 0 },
    });
  });

  it('is 401 for an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/v1/user/progress')).statusCode).toBe(401);
  });
});

describe('POST logout', () => {
  it('ends the session, rotates the CSRF token and removes the guest account', async () => {
    const v = t.visitor();
    const { id } = (await v.post('/api/v1/auth/guest')).json().data;
    const xsrfBefore = v.xsrf;
    const res = await v.post('/api/v1/logout');
    expect(res.statusCode).toBe(204);
    expect(v.xsrf).toBeTruthy();
    expect(v.xsrf).not.toBe(xsrfBefore);
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('users').where('id', '=', id).selectAll().executeTakeFirst()).toBeUndefined();
  });

  it('answers 204 to a visitor who was not signed in', async () => {
    expect((await t.visitor().post('/api/v1/logout')).statusCode).toBe(204);
  });

  it('keeps a full account when it logs out', async () => {
    const now = t.clock.now();
    const user = await t.app.db
      .insertInto('users')
      .values({ name: 'Ann', email: 'ann@example.com', is_guest: 0, is_admin: 0, locale: 'en', timezone: 'UTC', level: 'a1', test_rejected: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = randomToken();
    await t.app.db.insertInto('personal_access_tokens').values({ user_id: user.id, name: 'vk', token_hash: sha256(token), created_at: now }).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.selectFrom('users').where('id', '=', user.id).select('id').executeTakeFirst()).toBeDefined();
  });
});

describe('bearer tokens (the VK mini app)', () => {
  async function userWithToken() {
    const now = t.clock.now();
    const user = await t.app.db
      .insertInto('users')
      .values({ name: 'Vk', is_guest: 0, is_admin: 0, locale: 'ru', timezone: 'UTC', level: 'a1', test_rejected: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = `1|${randomToken()}`;
    await t.app.db.insertInto('personal_access_tokens').values({ user_id: user.id, name: 'vk', token_hash: sha256(token), created_at: now }).execute();
    return { id: user.id, token };
  }

  it('authenticate without cookies and need no CSRF header', async () => {
    const { id, token } = await userWithToken();
    const auth = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });
    expect(me.json().data.id).toBe(id);
    const log = await t.app.inject({ method: 'POST', url: '/api/v1/logs', headers: auth, payload: { err: 'boom' } });
    expect(log.statusCode).toBe(204);
  });

  it('are revoked by logout', async () => {
    const { token } = await userWithToken();
    const auth = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'POST', url: '/api/v1/logout', headers: auth });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth })).statusCode).toBe(401);
  });

  it('an unknown token is 401, never a silent anonymous call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });
});
