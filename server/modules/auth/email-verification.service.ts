import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-errors';
import { hmac, sha1, verifyHmac } from '../../lib/signing';
import { safeEqual } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { award, AWARDS } from '../points/ledger';
import { type UserRow, updateUser } from '../users/users.repository';

export const VERIFICATION_TTL_MS = 24 * 3600_000;
export const RESEND_AFTER_MS = 60_000;
const MAX_CODE_ATTEMPTS = 5;


export interface VerificationDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'appKey' | 'appUrl'>;
}

const linkMessage = (id: number, hash: string, expires: number) => `verify-email:${id}:${hash}:${expires}`;

/** Mails a signed link and a 6-digit code, both valid 24 hours; a new mail replaces the previous code. */
export async function sendVerification(deps: VerificationDeps, user: UserRow, opts: { force?: boolean } = {}): Promise<void> {
  const { db, config, clock, mailer } = deps;
  if (!user.email) throw fieldError('email', 'auth.noEmail');
  if (user.email_verified_at) throw fieldError('email', 'auth.alreadyVerified');
  const now = clock.now();
  const previous = await db.selectFrom('email_verifications').select('sent_at').where('user_id', '=', user.id).executeTakeFirst();
  if (!opts.force && previous && now - previous.sent_at < RESEND_AFTER_MS) {
    const seconds = Math.ceil((RESEND_AFTER_MS - (now - previous.sent_at)) / 1000);
    throw new HttpError(429, 'tooManyAttempts', { headers: { 'Retry-After': String(seconds) } });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = Math.floor((now + VERIFICATION_TTL_MS) / 1000);
  const hash = sha1(user.email);
  const signature = hmac(config.appKey, linkMessage(user.id, hash, expires));
  const link = `${config.appUrl}/verify-email/${user.id}/${hash}?expires=${expires}&signature=${signature}`;
  const values = { email: user.email, code_hash: hmac(config.appKey, `code:${user.id}:${code}`), attempts: 0, sent_at: now, expires_at: now + VERIFICATION_TTL_MS };
  await db
    .insertInto('email_verifications')
    .values({ user_id: user.id, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  const locale = user.locale === 'ru' ? 'ru' : 'en';
  await mailer.send({ to: user.email, kind: 'verify-email', ...verificationMail(locale, user.name, link, code) });
}

/** The link from the mail, opened by the signed-in user it was sent to. */
export async function verifyByLink(deps: VerificationDeps, user: UserRow, input: { id: number; hash: string; expires: number; signature: string }) {
  const now = deps.clock.now();
  const valid =
    input.id === user.id &&
    !!user.email &&
    safeEqual(input.hash, sha1(user.email)) &&
    input.expires * 1000 > now &&
    verifyHmac(deps.config.appKey, linkMessage(input.id, input.hash, input.expires), input.signature);
  if (!valid) throw new HttpError(403, 'auth.linkInvalid', { code: 'verification-link-invalid' });
  return markVerified(deps, user);
}

/** The 6-digit code typed on /email-verification; five wrong tries spend the code. */
export async function verifyByCode(deps: VerificationDeps, user: UserRow, code: string) {
  const { db, config, clock } = deps;
  if (user.email_verified_at) return user;
  const now = clock.now();
  const row = await db.selectFrom('email_verifications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!row || row.email !== user.email || row.attempts >= MAX_CODE_ATTEMPTS) throw fieldError('code', 'auth.codeInvalid');
  if (row.expires_at <= now) throw fieldError('code', 'auth.codeExpired');
  // Each try claims one of the five attempts atomically before the code is compared, so parallel guesses on
  // PostgreSQL cannot all read "0 tries so far" and get more than five chances between them.
  const claimed = await db
    .updateTable('email_verifications')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', row.code_hash)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) throw fieldError('code', 'auth.codeInvalid');
  if (!verifyHmac(config.appKey, `code:${user.id}:${code}`, row.code_hash)) throw fieldError('code', 'auth.codeInvalid');
  return markVerified(deps, user);
}

async function markVerified({ db, clock }: Pick<VerificationDeps, 'db' | 'clock'>, user: UserRow) {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const verified = user.email_verified_at ? user : await updateUser(trx, user.id, { email_verified_at: now }, now);
    await trx.deleteFrom('email_verifications').where('user_id', '=', user.id).execute();
    // The points come once per account, whatever happens to the e-mail later.
    await award(trx, user.id, AWARDS.emailVerified(), now);
    return verified;
  });
}
