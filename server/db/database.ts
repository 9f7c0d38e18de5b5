import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/env';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// PostgreSQL bigint (our epoch-ms times) arrives as a string by default; every value we store fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(database: Config['database']): Db {
  if (database.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: database.url,
          max: 10,
          ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
        }),
      }),
    });
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** `schema` isolates a PostgreSQL schema (tests run one per app); the migrator must look for its tables there only. */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
