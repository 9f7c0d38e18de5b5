import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

describe('POST logs', () => {
  it('stores the report with the user, client version and user agent', async () => {
    const v = t.visitor();
    const { id } = (await v.post('/api/v1/auth/guest')).json().data;
    const res = await v.post(
      '/api/v1/logs',
      { err: 'TypeError: x is undefined', instance: 'FeedPage', info: 'render', stack: 'at FeedPage (feed.tsx:10)' },
      { 'x-version': '2.2.0+abc123', 'user-agent': 'TestBrowser/1.0' },
    );
    expect(res.statusCode).toBe(204);
    const row = await t.app.db.selectFrom('client_logs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: id,
      err: 'TypeError: x is undefined',
      instance: 'FeedPage',
      info: 'render',
      stack: 'at FeedPage (feed.tsx:10)',
      client_version: '2.2.0+abc123',
      user_agent: 'TestBrowser/1.0',
    });
  });

  it('accepts an anonymous report', async () => {
    expect((await t.visitor().post('/api/v1/logs', { err: 'offline' })).statusCode).toBe(204);
  });

  it('answers 422 to garbage and stores nothing', async () => {
    const v = t.visitor();
    const cases: Array<[unknown, string]> = [
      [{}, 'err'],
      [{ err: 42 }, 'err'],
      [{ err: 'x', stack: ['a'] }, 'stack'],
      [{ err: 'x'.repeat(2001) }, 'err'],
      [{ err: 'x', extra: 1 }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await v.post('/api/v1/logs', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const missing = await v.post('/api/v1/logs', {});
    expect(missing.json()).toEqual({ message: 'This field is required', errors: { err: ['This field is required'] } });
    const long = await v.post('/api/v1/logs', { err: 'x'.repeat(2001) });
    expect(long.json().errors.err).toEqual(['No more than 2000 characters']);
    expect(await t.app.db.selectFrom('client_logs').selectAll().execute()).toHaveLength(0);
  });

  it('is rate-limited with 429 and Retry-After', async () => {
    const limited = await startTestApp({ logsPerMinute: 5 });
    try {
      const v = limited.visitor();
      for (let i = 0; i < 5; i++) expect((await v.post('/api/v1/logs', { err: `e${i}` })).statusCode).toBe(204);
      const res = await v.post('/api/v1/logs', { err: 'one too many' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ message: 'Too Many Attempts.' });
    } finally {
      await limited.close();
    }
  });
});
