import { sql } from 'kysely';
import { isPostgres } from './migrations/portable';
import type { Db } from './database';

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name` (in the current schema), so nodes started together
 * do it one after another: the second finds the first's rows instead of racing it to insert the same unique keys.
 * The lock lives on one pinned connection and dies with it, so a node killed mid-way frees it. SQLite serves one node
 * (one file, one writer), where nothing else could be racing.
 */
export async function withStartupLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(${name} || ':' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
