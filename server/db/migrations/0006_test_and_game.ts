import type { Kysely } from 'kysely';
import { timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // A level test in progress or done. Anonymous visitors' tests belong to their session until they sign up.
  await db.schema
    .createTable('level_tests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'varchar(64)')
    .addColumn('entry', 'varchar(8)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('started_at', timeColumn(db), (c) => c.notNull())
    .addColumn('finished_at', timeColumn(db))
    .execute();
  await db.schema.createIndex('level_tests_user').on('level_tests').column('user_id').execute();
  await db.schema.createIndex('level_tests_session').on('level_tests').column('session_hash').execute();

  // A match-game round as issued: the server alone knows which translation belongs to which word.
  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_hash', 'varchar(64)')
    .addColumn('pairs', 'text', (c) => c.notNull())
    .addColumn('issued_at', timeColumn(db), (c) => c.notNull())
    .addColumn('submitted_at', timeColumn(db))
    .addColumn('outcome', 'varchar(16)')
    .execute();
  await db.schema.createIndex('game_rounds_user').on('game_rounds').columns(['user_id', 'issued_at']).execute();

  await db.schema
    .createTable('game_progress')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('correct_in_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rounds_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['game_progress', 'game_rounds', 'level_tests']) await db.schema.dropTable(t).ifExists().execute();
}
