import { hash } from '@node-rs/argon2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test/harness';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admin.bootstrap';
import { createUser, findUserByEmail } from './users.repository';

let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ admin: { email: null, password: null } });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

/** What the start prints to the operator's terminal. */
async function printedBy(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  await run();
  return lines.join('\n');
}

const login = (email: string, password: string) => t.visitor().post('/api/v1/login', { email, password });

describe('the first admin without ADMIN_EMAIL', () => {
  it('prints credentials that sign in as an admin', async () => {
    const out = await printedBy(() => ensureAdmin(t.app));
    const [, email, password] = /Admin account created: (\S+) \/ (\S+)/.exec(out) ?? [];
    expect(email).toBe(DEFAULT_ADMIN_EMAIL);
    const res = await login(email!, password!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ isAdmin: true, email: DEFAULT_ADMIN_EMAIL });
  });

  it('renames an admin an earlier version created as admin@localhost, so its printed password works', async () => {
    await createUser(t.app.db, { name: 'Admin', email: 'admin@localhost', passwordHash: await hash('printed-long-ago'), isAdmin: true, emailVerifiedAt: 1 }, 1);
    expect((await login('admin@localhost', 'printed-long-ago')).statusCode).toBe(422);
    const out = await printedBy(() => ensureAdmin(t.app));
    expect(out).toContain(DEFAULT_ADMIN_EMAIL);
    expect(await findUserByEmail(t.app.db, 'admin@localhost')).toBeUndefined();
    const res = await login(DEFAULT_ADMIN_EMAIL, 'printed-long-ago');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.isAdmin).toBe(true);
    // a second start changes nothing and creates no other admin
    await printedBy(() => ensureAdmin(t.app));
    expect(await t.app.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute()).toEqual([{ email: DEFAULT_ADMIN_EMAIL }]);
  });
});
