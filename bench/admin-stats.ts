/**
 * The statistics screen's request for `npm run bench`: the admin's session on the bench database, and the figures the
 * stats-daily job keeps, computed once first (its run time is printed: it is the job's cost, not a request's).
 */
import { createDb } from '../server/db/database';
import { sha256 } from '../server/lib/tokens';
import { refreshStats } from '../server/modules/stats/stats.store';
import type { Case } from './cases';
import { benchCookie } from './seed';

/** The bench's session number for the admin (learners have 1…1000). */
const ADMIN_SESSION = 0;

export async function adminStatsCase(dbPath: string, adminEmail: string): Promise<Case> {
  const db = createDb({ kind: 'sqlite', path: dbPath });
  try {
    const admin = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirstOrThrow();
    const now = Date.now();
    await db
      .insertInto('sessions')
      .values({ id: sha256(benchCookie(ADMIN_SESSION)), user_id: admin.id, csrf_token: `csrf-${ADMIN_SESSION}`, data: '{}', ip: null, user_agent: null, last_activity: now, expires_at: now + 86_400_000 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ user_id: admin.id, last_activity: now, expires_at: now + 86_400_000 }))
      .execute();
    const run = await refreshStats(db, now);
    console.log(`stats-daily job on the bench database: ${run.days} days computed in ${run.ms} ms`);
  } finally {
    await db.destroy();
  }
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const path = `/api/v1/admin/stats?from=${day(Date.now() - 29 * 86_400_000)}&to=${day(Date.now())}`;
  return { name: 'GET admin/stats (30 days)', method: 'GET', path, auth: true, next: () => ({ user: ADMIN_SESSION, path, body: '' }) };
}
