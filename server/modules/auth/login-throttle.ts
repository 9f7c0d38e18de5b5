import { sql } from 'kysely';
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

/**
 * Counts a failure atomically (one upsert, then one conditional update), so parallel wrong guesses on PostgreSQL
 * cannot each read the same count and slip past the lock. A lock that has run out starts the count afresh.
 */
export async function recordFailure(db: Db, email: string, ip: string, now: number): Promise<void> {
  const key = keyOf(email, ip);
  const row = await db
    .insertInto('login_attempts')
    .values({ key, failures: 1, locked_until: null, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when login_attempts.locked_until is not null and login_attempts.locked_until <= ${now} then 1 else login_attempts.failures + 1 end`,
        locked_until: sql<number | null>`case when login_attempts.locked_until is not null and login_attempts.locked_until <= ${now} then null else login_attempts.locked_until end`,
        updated_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (Number(row.failures) >= MAX_FAILURES) {
    await db.updateTable('login_attempts').set({ failures: 0, locked_until: now + LOCK_MS, updated_at: now }).where('key', '=', key).where('failures', '>=', MAX_FAILURES).execute();
  }
}

export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', keyOf(email, ip)).execute();
}
