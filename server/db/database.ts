import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/env';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// PostgreSQL bigint (our epoch-ms times) arrives as a string by default; every value we store fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** How long a request waits for a PostgreSQL connection before it is answered 503 (an unreachable database). */
const CONNECT_TIMEOUT_MS = 3_000;

/** Where a dropped idle connection is reported; the pool replaces it with a new one on the next query. */
export type PoolErrorLog = (err: Error) => void;

export function createDb(database: Config['database'], onPoolError: PoolErrorLog = (err) => console.warn(`database connection lost: ${err.message}`)): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    // A database restart ends every connection with an `error` event: on the pool for idle ones, on the client for
    // one a transaction holds between two queries. Unheard, either would end the process. The pool drops a broken
    // connection by itself: queries meanwhile fail (answered 503), later ones connect anew.
    pool.on('error', onPoolError);
    pool.on('connect', (client) => client.on('error', onPoolError));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Enough for every query shape the app builds (`in` lists of different lengths are separate shapes). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely prepares every query anew, and preparing cost about as much as running the query (bench profile). The SQL
 * text of a query shape never changes, so its prepared statement is kept and reused, least recently used dropped
 * first. Safe because Kysely runs one query at a time on its single SQLite connection, and SQLite re-prepares a
 * statement by itself when the schema changes under it.
 */
export function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(text, statement);
      return statement;
    },
  };
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

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one (Kysely cannot nest them): a step
 * that must be atomic on its own can also be one part of a larger atomic change (a match-game round's reviews).
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
