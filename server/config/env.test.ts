import { describe, expect, it } from 'vitest';
import { parseConfig } from './env';

const base = { APP_KEY: 'k'.repeat(40), VAR_DIR: '/tmp/slovo-test-var' };

describe('configuration from the environment', () => {
  it('has safe local defaults: SQLite under var/, port 8080, lax cookies', () => {
    const c = parseConfig({ ...base });
    expect(c.port).toBe(8080);
    expect(c.database.kind).toBe('sqlite');
    expect(c.session).toMatchObject({ secure: false, sameSite: 'lax' });
    expect(c.redisUrl).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL says so, and secure cross-site cookies in production', () => {
    const c = parseConfig({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1/slovo' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1/slovo' });
    expect(c.session).toMatchObject({ secure: true, sameSite: 'none' });
  });

  it('keeps the SQLite file inside VAR_DIR unless SQLITE_PATH says otherwise', () => {
    expect(parseConfig({ ...base, VAR_DIR: '/srv/slovo-state' }).database).toEqual({ kind: 'sqlite', path: '/srv/slovo-state/slovo.sqlite' });
    expect(parseConfig({ ...base, SQLITE_PATH: '/data/s.db' }).database).toEqual({ kind: 'sqlite', path: '/data/s.db' });
    const c = parseConfig({ ...base, VAR_DIR: '/srv/slovo-state' });
    expect([c.uploadsDir, c.photosDir]).toEqual(['/srv/slovo-state/uploads', '/srv/slovo-state/photos']);
  });

  it('names the variable and the bad value', () => {
    expect(() => parseConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => parseConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL="mysql:\/\/x": a postgres:\/\/ URL/);
    expect(() => parseConfig({ ...base, MAINTENANCE: 'maybe' })).toThrow(/MAINTENANCE="maybe"/);
  });

  it('refuses to start in production without an APP_KEY', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/APP_KEY/);
  });
});
