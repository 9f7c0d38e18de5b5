import { sql, type Kysely } from 'kysely';
import { isPostgres, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  const real = isPostgres(db) ? sql`double precision` : sql`real`;

  // Every training answer, keyed by the client's UUID, with the FSRS state before and after: enough to train
  // per-user FSRS parameters later and to measure retention.
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(36)')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('prompt', 'varchar(16)', (c) => c.notNull())
    .addColumn('reviewed_at', timeColumn(db), (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('stability_before', real, (c) => c.notNull())
    .addColumn('stability_after', real, (c) => c.notNull())
    .addColumn('difficulty_after', real, (c) => c.notNull())
    .addColumn('stage_before', 'varchar(12)', (c) => c.notNull())
    .addColumn('stage_after', 'varchar(12)', (c) => c.notNull())
    .addColumn('due_before', timeColumn(db))
    .addColumn('due_after', timeColumn(db), (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_user_day').on('reviews').columns(['user_id', 'day']).execute();
  await db.schema.createIndex('reviews_user_card').on('reviews').columns(['user_id', 'card_id', 'reviewed_at']).execute();
  await db.schema.createIndex('reviews_session').on('reviews').column('session_id').execute();

  await db.schema
    .createTable('training_sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('finished_at', timeColumn(db), (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('retention', real, (c) => c.notNull().defaultTo(0.9)).execute();
  await db.schema.alterTable('users').addColumn('vacation_since', timeColumn(db)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('vacation_since').execute();
  await db.schema.alterTable('users').dropColumn('retention').execute();
  await db.schema.dropTable('training_sessions').ifExists().execute();
  await db.schema.dropTable('reviews').ifExists().execute();
}
