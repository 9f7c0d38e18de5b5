import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL. Migrations branch only on column types. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** Auto-increment integer primary key named id. */
export function idColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Epoch milliseconds do not fit PostgreSQL's 32-bit integer. */
export function timeColumn(db: Kysely<any>) {
  return isPostgres(db) ? sql`bigint` : sql`integer`;
}
