/** A UNIQUE or PRIMARY KEY violation, on either database: a race lost to another insert, not a fault of ours. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
