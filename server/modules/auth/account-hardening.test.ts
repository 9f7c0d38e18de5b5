import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, register } from '../../test/accounts';
import { startTestApp } from '../../test/harness';
import { ensureAdmin } from '../users/admin.bootstrap';
import { findUserByEmail } from '../users/users.repository';

const ADMIN = 'owner@slovo.example';
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeEach(async () => {
  t = await startTestApp({ admin: { email: ADMIN, password: 'admin-password-1' } });
});
afterEach(() => t.close());

const lastMail = (to: string) =>
  t.app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('the first admin from ADMIN_EMAIL', () => {
  it('is not a stranger who registered that address and never confirmed it', async () => {
    await register(t.visitor(), { email: ADMIN });
    await ensureAdmin(t.app);
    expect((await findUserByEmail(t.app.db, ADMIN))?.is_admin).toBe(0);
  });

  it('is the account holding that address once the address is confirmed', async () => {
    const v = t.visitor();
    await register(v, { email: ADMIN });
    const code = codeIn((await lastMail(ADMIN)).text_body);
    expect((await v.post('/api/v1/email/verify-code', { code })).statusCode).toBe(200);
    await ensureAdmin(t.app);
    expect((await findUserByEmail(t.app.db, ADMIN))?.is_admin).toBe(1);
    expect((await v.get('/api/v1/user')).json().data.isAdmin).toBe(true);
  });

  it('is created fresh, confirmed, when nobody has the address', async () => {
    await ensureAdmin(t.app);
    const admin = await findUserByEmail(t.app.db, ADMIN);
    expect(admin).toMatchObject({ is_admin: 1 });
    expect(admin?.email_verified_at).not.toBeNull();
  });
});

describe('attempt counters hold under parallel guessing', () => {
  it('twelve parallel wrong codes spend the code after five tries in all; the right code is refused afterwards', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const code = codeIn((await lastMail(email)).text_body);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => v.post('/api/v1/email/verify-code', { code: wrong })));
    expect(answers.every((r) => r.statusCode === 422)).toBe(true);
    const row = await t.app.db.selectFrom('email_verifications').select('attempts').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await v.post('/api/v1/email/verify-code', { code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual(['Invalid verification code']);
  });

  it('parallel failed logins never answer 500 and lock the e-mail for a minute', async () => {
    const { email, password } = await register(t.visitor());
    const v = t.visitor();
    const tries = await Promise.all(Array.from({ length: 8 }, () => v.post('/api/v1/login', { email, password: 'wrong-password' })));
    expect(tries.map((r) => r.statusCode)).toEqual(Array(8).fill(422));
    const locked = await v.post('/api/v1/login', { email, password });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.email[0]).toMatch(/Too many login attempts/);
    t.clock.advance(61_000);
    expect((await v.post('/api/v1/login', { email, password })).statusCode).toBe(200);
  });
});

describe('mail never turns user-chosen text into links', () => {
  it('a name with a URL stays plain text; only our own link is clickable', async () => {
    const v = t.visitor();
    const { email } = await register(v, { name: 'Your account is locked: https://evil.example/unlock <b>now</b>' });
    const mail = await lastMail(email);
    const anchors = [...(mail.html_body ?? '').matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toMatch(new RegExp(`^${t.config.appUrl}/verify-email/`));
    expect(mail.html_body).toContain('https://evil.example/unlock &lt;b&gt;now&lt;/b&gt;');
    expect(mail.html_body).not.toContain('<b>');
  });
});
