import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, linkIn, register } from '../../test/accounts';
import { startTestApp } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { loadSampleVocabulary } from '../../test/vocabulary';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  t = await startTestApp({ mail: { smtpUrl: sink.url, from: 'Slovo <no-reply@slovo.test>', supportEmail: null } });
});
afterEach(() => t.close());

describe('register', () => {
  it('creates a full account, signs it in and mails a link and a code in the user language', async () => {
    const v = t.visitor();
    v.headers['accept-language'] = 'ru';
    const res = await v.post('/api/v1/register', { name: 'Анна', email: 'Anna@Example.com', password: 'correct horse', password_confirmation: 'correct horse' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Анна', email: 'anna@example.com', isGuest: false, emailVerifiedAt: null, locale: 'ru' });
    expect((await v.get('/api/v1/user')).json().data.email).toBe('anna@example.com');
    const mail = await sink.lastTo('anna@example.com');
    expect(mail.subject).toBe('Подтвердите e-mail в Slovo');
    expect(mail.from).toBe('no-reply@slovo.test');
    expect(linkIn(mail.text, t.config.appUrl).pathname).toMatch(/^\/verify-email\/\d+\/[0-9a-f]{40}$/);
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);
  });

  it('answers the spec messages for bad input and creates nothing', async () => {
    const v = t.visitor();
    const empty = await v.post('/api/v1/register', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toMatchObject({ name: ['This field is required'], email: ['This field is required'], password: ['This field is required'] });
    const bad = await v.post('/api/v1/register', { name: 'x'.repeat(256), email: 'not-an-email', password: 'longenough', password_confirmation: 'different' });
    expect(bad.json().errors).toEqual({
      name: ['No more than 255 characters'],
      email: ['Enter a valid e-mail address'],
      password_confirmation: ['The passwords do not match'],
    });
    expect(await t.app.db.selectFrom('users').select('id').where('is_admin', '=', 0).execute()).toHaveLength(0);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    await register(t.visitor(), { email: 'taken@example.com' });
    const res = await t.visitor().post('/api/v1/register', { name: 'B', email: 'TAKEN@example.com', password: 'password1', password_confirmation: 'password1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['This e-mail is already registered. Log in instead.']);
  });

  it('turns the guest into the account, keeping its id and points', async () => {
    const v = t.visitor();
    const guest = (await v.post('/api/v1/auth/guest')).json().data;
    await t.app.db.insertInto('points_ledger').values({ user_id: guest.id, amount: 5, reason: 'game', reference: 'r1', created_at: t.clock.now() }).execute();
    const { user } = await register(v);
    expect(user.id).toBe(guest.id);
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(5);
  });
});

describe('login and logout', () => {
  it('logs in with the right password and out again', async () => {
    const { email, password } = await register(t.visitor());
    const v = t.visitor();
    const res = await v.post('/api/v1/login', { email: email.toUpperCase(), password, remember: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
    expect((await v.post('/api/v1/logout')).statusCode).toBe(204);
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await register(t.visitor());
    const wrong = await t.visitor().post('/api/v1/login', { email, password: 'nope-nope' });
    const unknown = await t.visitor().post('/api/v1/login', { email: 'ghost@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('locks an e-mail for a minute after five failures from one IP, then lets the right password in', async () => {
    const { email, password } = await register(t.visitor());
    const v = t.visitor();
    for (let i = 0; i < 5; i++) expect((await v.post('/api/v1/login', { email, password: 'wrong-one' })).statusCode).toBe(422);
    const locked = await v.post('/api/v1/login', { email, password });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors.email[0]).toMatch(/Too many login attempts. Please try again in (60|59) seconds./);
    t.clock.advance(61_000);
    expect((await v.post('/api/v1/login', { email, password })).statusCode).toBe(200);
  });

  it('regenerates the session id at login', async () => {
    const { email, password } = await register(t.visitor());
    const v = t.visitor();
    await v.csrf();
    const before = v.cookies.get(t.config.session.cookie);
    await v.post('/api/v1/login', { email, password });
    expect(v.cookies.get(t.config.session.cookie)).not.toBe(before);
  });

  it('merges a guest who logs into an existing account: both sides keep their points', async () => {
    const owner = t.visitor();
    const { email, password, user } = await register(owner);
    await t.app.db.insertInto('points_ledger').values({ user_id: user.id, amount: 50, reason: 'email-verified', reference: 'account', created_at: t.clock.now() }).execute();
    const v = t.visitor();
    const guest = (await v.post('/api/v1/auth/guest')).json().data;
    await t.app.db
      .insertInto('points_ledger')
      .values([
        { user_id: guest.id, amount: 5, reason: 'game', reference: 'r1', created_at: t.clock.now() },
        { user_id: guest.id, amount: 50, reason: 'email-verified', reference: 'account', created_at: t.clock.now() },
      ])
      .execute();
    const res = await v.post('/api/v1/login', { email, password });
    expect(res.json().data.id).toBe(user.id);
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(55);
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', guest.id).executeTakeFirst()).toBeUndefined();
  });

  it('merges the guest\'s cards, reviews, bookmarks, game run and goal, keeping the account\'s own where both have one', async () => {
    await loadSampleVocabulary(t.app.db, t.clock.now(), 10);
    const cards = (await t.app.db.selectFrom('cards').select('id').orderBy('id').limit(3).execute()).map((c) => c.id);
    const [shared, guestOnly, bookmarked] = cards as [number, number, number];
    const owner = t.visitor();
    const { email, password, user } = await register(owner);
    const now = t.clock.now();
    const row = (userId: number, cardId: number, stage: 'learning' | 'repeating') => ({
      user_id: userId, card_id: cardId, decision: 'learn' as const, stage, due: now, stability: stage === 'repeating' ? 3 : 0, difficulty: 5,
      elapsed_days: 0, scheduled_days: 0, learning_steps: 0, reps: 1, lapses: 0, state: stage === 'repeating' ? 2 : 1, last_review: now, decided_at: now, updated_at: now,
    });
    await t.app.db.insertInto('user_cards').values(row(user.id, shared, 'repeating')).execute();
    await t.app.db.insertInto('game_progress').values({ user_id: user.id, correct_in_row: 2, rounds_played: 9, updated_at: now }).execute();

    const v = t.visitor();
    const guest = (await v.post('/api/v1/auth/guest')).json().data;
    await t.app.db.insertInto('user_cards').values([row(guest.id, shared, 'learning'), row(guest.id, guestOnly, 'learning')]).execute();
    await t.app.db.insertInto('bookmarks').values({ user_id: guest.id, card_id: bookmarked, created_at: now }).execute();
    await t.app.db.insertInto('game_progress').values({ user_id: guest.id, correct_in_row: 1, rounds_played: 1, updated_at: now }).execute();
    await v.request({ method: 'PATCH', url: '/api/v1/user/learning-settings', payload: { dailyGoal: 30 } });

    expect((await v.post('/api/v1/login', { email, password })).json().data).toMatchObject({ id: user.id, dailyGoal: 30 });
    const mine = await t.app.db.selectFrom('user_cards').select(['card_id', 'stage']).where('user_id', '=', user.id).orderBy('card_id').execute();
    expect(mine).toEqual([{ card_id: shared, stage: 'repeating' }, { card_id: guestOnly, stage: 'learning' }]);
    expect((await v.get('/api/v1/feeds/bookmarks')).json().data.map((c: { id: number }) => c.id)).toEqual([bookmarked]);
    expect(await t.app.db.selectFrom('game_progress').select('correct_in_row').where('user_id', '=', user.id).executeTakeFirst()).toEqual({ correct_in_row: 2 });
  });
});

describe('e-mail verification', () => {
  it('confirms by the mailed link once, giving 50 points once', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const link = linkIn((await sink.lastTo(email)).text, t.config.appUrl);
    const [, , id, hash] = link.pathname.split('/');
    const payload = { id: Number(id), hash, expires: Number(link.searchParams.get('expires')), signature: link.searchParams.get('signature') };
    const res = await v.post('/api/v1/email/verify', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.emailVerifiedAt).not.toBeNull();
    expect(res.json().meta).toEqual({ alreadyVerified: false });
    // The same link again (issue 18): still 200, says it was confirmed before, awards nothing more.
    const again = await v.post('/api/v1/email/verify', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().meta).toEqual({ alreadyVerified: true });
    expect((await v.get('/api/v1/user/progress')).json().data.points).toBe(50);
  });

  it('refuses an expired link, a forged one and someone else’s with the verified-page error', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const link = linkIn((await sink.lastTo(email)).text, t.config.appUrl);
    const [, , id, hash] = link.pathname.split('/');
    const payload = { id: Number(id), hash, expires: Number(link.searchParams.get('expires')), signature: link.searchParams.get('signature')! };
    const forged = await v.post('/api/v1/email/verify', { ...payload, expires: payload.expires + 3600 });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'verification-link-invalid' });
    expect(forged.json().message).toMatch(/link has expired/);
    const other = t.visitor();
    await register(other);
    expect((await other.post('/api/v1/email/verify', payload)).statusCode).toBe(403);
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await v.post('/api/v1/email/verify', payload)).statusCode).toBe(403);
    expect((await v.get('/api/v1/user')).json().data.emailVerifiedAt).toBeNull();
  });

  it('confirms by the 6-digit code; a wrong code says "Invalid verification code"', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const code = codeIn((await sink.lastTo(email)).text);
    const wrong = await v.post('/api/v1/email/verify-code', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['Invalid verification code']);
    const garbage = await v.post('/api/v1/email/verify-code', { code: '12ab' });
    expect(garbage.json().errors.code).toEqual(['Invalid verification code']);
    const ok = await v.post('/api/v1/email/verify-code', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.emailVerifiedAt).not.toBeNull();
  });

  it('lets a code expire after 24 hours, and a resend waits a minute', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const first = codeIn((await sink.lastTo(email)).text);
    const soon = await v.post('/api/v1/email/verification-notification');
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(24 * 3600_000 + 1);
    expect((await v.post('/api/v1/email/verify-code', { code: first })).json().errors.code).toEqual(['The code has expired. Request a new one.']);
    const before = sink.received.length;
    expect((await v.post('/api/v1/email/verification-notification')).statusCode).toBe(202);
    await expect.poll(() => sink.received.length).toBe(before + 1);
    const fresh = codeIn((await sink.lastTo(email)).text);
    expect((await v.post('/api/v1/email/verify-code', { code: fresh })).statusCode).toBe(200);
  });

  it('spends the code after five wrong tries', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const code = codeIn((await sink.lastTo(email)).text);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await v.post('/api/v1/email/verify-code', { code: wrongCode });
    expect((await v.post('/api/v1/email/verify-code', { code })).statusCode).toBe(422);
  });
});

describe('password reset', () => {
  it('never tells whether an e-mail exists', async () => {
    const { email } = await register(t.visitor());
    const known = await t.visitor().post('/api/v1/forgot-password', { email });
    const unknown = await t.visitor().post('/api/v1/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(sink.received.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('resets once by the mailed link, ending every other session and token', async () => {
    const elsewhere = t.visitor();
    const { email, password } = await register(elsewhere);
    await t.visitor().post('/api/v1/forgot-password', { email });
    const link = linkIn((await sink.lastTo(email)).text, t.config.appUrl);
    expect(link.pathname).toMatch(/^\/password-reset\/[A-Za-z0-9_-]{40,}$/);
    const token = link.pathname.split('/')[2]!;
    const v = t.visitor();
    const res = await v.post('/api/v1/reset-password', { token, email: link.searchParams.get('email'), password: 'brand new secret', password_confirmation: 'brand new secret' });
    expect(res.statusCode).toBe(200);
    expect((await elsewhere.get('/api/v1/user')).statusCode).toBe(401);
    expect((await t.visitor().post('/api/v1/login', { email, password })).statusCode).toBe(422);
    expect((await t.visitor().post('/api/v1/login', { email, password: 'brand new secret' })).statusCode).toBe(200);
    const again = await v.post('/api/v1/reset-password', { token, email, password: 'another secret', password_confirmation: 'another secret' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This password reset link is invalid or has expired. Request a new one.']);
  });

  it('checks a link before the form: a live one is valid, a garbage, used or foreign one is a 422 on token', async () => {
    const { email } = await register(t.visitor());
    await t.visitor().post('/api/v1/forgot-password', { email });
    const token = linkIn((await sink.lastTo(email)).text, t.config.appUrl).pathname.split('/')[2]!;
    const v = t.visitor();
    const live = await v.post('/api/v1/reset-password/check', { token, email });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { valid: true } });
    const garbage = await v.post('/api/v1/reset-password/check', { token: 'not-a-token', email });
    expect(garbage.statusCode).toBe(422);
    expect(garbage.json().errors.token).toEqual(['This password reset link is invalid or has expired. Request a new one.']);
    expect((await v.post('/api/v1/reset-password/check', { token, email: 'someone.else@example.com' })).statusCode).toBe(422);
    // Checking spends nothing: the link still resets, and only then is it dead.
    expect((await v.post('/api/v1/reset-password', { token, email, password: 'brand new secret', password_confirmation: 'brand new secret' })).statusCode).toBe(200);
    expect((await v.post('/api/v1/reset-password/check', { token, email })).statusCode).toBe(422);
  });

  it('refuses a link older than 24 hours', async () => {
    const { email } = await register(t.visitor());
    await t.visitor().post('/api/v1/forgot-password', { email });
    const token = linkIn((await sink.lastTo(email)).text, t.config.appUrl).pathname.split('/')[2]!;
    t.clock.advance(24 * 3600_000 + 1000);
    const res = await t.visitor().post('/api/v1/reset-password', { token, email, password: 'brand new secret', password_confirmation: 'brand new secret' });
    expect(res.statusCode).toBe(422);
  });
});
