import type { Db } from '../../db/database';
import { fieldError } from '../../lib/http-errors';

export const MAX_FAILURES = 5;
export const LOCK_MS = 60_000;

const keyOf = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;

/**
 * Five failed logins for one e-mail from one IP lock that pair for a minute (Laravel Breeze's rule), answered as a
 * 422 on the e-mail field with the seconds left, so the form shows it where the user looks.
 */
export async function assertNotLocked(db: Db, email: string, ip: string, now: number): Promise<void> {
  const row = await db.selectFrom('login_attempts').select('locked_until').where('key', '=', keyOf(email, ip)).executeTakeFirst();
  if (row?.locked_until && row.locked_until > now) {
    const seconds = Math.ceil((row.locked_until - now) / 1000);
    throw fieldError('email', 'auth.throttle', { seconds });
  }
}

export async function recordFailure(db: Db, email: string, ip: string, now: number): Promise<void> {
  const key = keyOf(email, ip);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_attempts').selectAll().where('key', '=', key).executeTakeFirst();
    const failures = (row && (!row.locked_until || row.locked_until <= now) ? row.failures : 0) + 1;
    const locked = failures >= MAX_FAILURES;
    const values = { failures: locked ? 0 : failures, locked_until: locked ? now + LOCK_MS : null, updated_at: now };
    if (row) await trx.updateTable('login_attempts').set(values).where('key', '=', key).execute();
    else await trx.insertInto('login_attempts').values({ key, ...values }).execute();
  });
}

export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', keyOf(email, ip)).execute();
}
