import type { Kysely } from 'kysely';
import { timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per background job (and per short-lived lease such as "fit learner 42"): the node holding
  // `owner` until `locked_until` runs it; `next_run_at` keeps several nodes from running one period twice.
  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('locked_until', timeColumn(db), (c) => c.notNull())
    .addColumn('next_run_at', timeColumn(db), (c) => c.notNull().defaultTo(0))
    .addColumn('last_started_at', timeColumn(db))
    .addColumn('last_finished_at', timeColumn(db))
    .addColumn('last_error', 'text')
    .execute();

  // A learner's own FSRS parameters, fitted from their reviews by the background job.
  await db.schema
    .createTable('memory_params')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('scope', 'varchar(8)', (c) => c.notNull())
    .addColumn('optimizer', 'varchar(64)', (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('fitted_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('memory_params').ifExists().execute();
  await db.schema.dropTable('job_locks').ifExists().execute();
}
