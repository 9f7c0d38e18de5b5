import type { Config } from '../../config/env';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { fieldError } from '../../lib/http-errors';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import type { SessionStore } from '../sessions/session-store';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { revokeTokensOf } from './access-tokens';
import { hashPassword } from './passwords';

export const RESET_TTL_MS = 24 * 3600_000;
const RESEND_AFTER_MS = 60_000;

export interface PasswordResetDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  /** Where sessions live: a reset ends every session of the user. */
  sessions: { store: Pick<SessionStore, 'destroyForUser'> };
}

/**
 * Mails a single-use link to /password-reset/{token}. Whether the address exists is never revealed: the caller
 * always answers the same message, and an unknown address costs the same work.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string): Promise<void> {
  const { db, clock, config, mailer } = deps;
  const now = clock.now();
  const user = await findUserByEmail(db, email);
  if (!user || user.is_guest) return;
  const previous = await db.selectFrom('password_reset_tokens').select('created_at').where('email', '=', user.email!).executeTakeFirst();
  if (previous && now - previous.created_at < RESEND_AFTER_MS) return;
  const token = randomToken(32);
  const values = { token_hash: sha256(token), created_at: now };
  await db
    .insertInto('password_reset_tokens')
    .values({ email: user.email!, ...values })
    .onConflict((oc) => oc.column('email').doUpdateSet(values))
    .execute();
  const link = `${config.appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email!)}`;
  await mailer.send({ to: user.email!, kind: 'password-reset', ...passwordResetMail(user.locale === 'ru' ? 'ru' : 'en', user.name, link) });
}

/** The user a live reset link belongs to; a 422 on `token` for an unknown, used, expired or someone else's link. */
export async function userOfResetLink({ db, clock }: Pick<PasswordResetDeps, 'db' | 'clock'>, input: { token: string; email: string }) {
  const email = input.email.trim().toLowerCase();
  const row = await db.selectFrom('password_reset_tokens').selectAll().where('email', '=', email).executeTakeFirst();
  const user = row ? await findUserByEmail(db, email) : undefined;
  if (!row || !user || row.created_at + RESET_TTL_MS <= clock.now() || !safeEqual(row.token_hash, sha256(input.token))) {
    throw fieldError('token', 'auth.resetInvalid');
  }
  return user;
}

/** Sets the new password, spends the token, and ends every other session and token of the user. */
export async function resetPassword(deps: PasswordResetDeps, input: { token: string; email: string; password: string }) {
  const { db, clock } = deps;
  const now = clock.now();
  const email = input.email.trim().toLowerCase();
  const user = await userOfResetLink(deps, input);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_reset_tokens').where('email', '=', email).execute();
    await updateUser(trx, user.id, { password_hash: passwordHash }, now);
  });
  await revokeTokensOf(db, user.id);
  await deps.sessions.store.destroyForUser(user.id);
  return user;
}
