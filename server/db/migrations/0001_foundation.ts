import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('users'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)')
    .addColumn('email_verified_at', timeColumn(db))
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('is_guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avatar_url', 'varchar(1024)')
    .addColumn('locale', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
    .addColumn('timezone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('level', 'varchar(8)', (c) => c.notNull().defaultTo('a1'))
    .addColumn('test_rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('test_result', 'text')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // E-mails are stored lower-cased, so this also makes uniqueness ignore case; guests have none.
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('last_activity', timeColumn(db), (c) => c.notNull())
    .addColumn('expires_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

  await idColumn(db, db.schema.createTable('personal_access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('last_used_at', timeColumn(db))
    .addColumn('expires_at', timeColumn(db))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pat_user_id').on('personal_access_tokens').column('user_id').execute();

  await idColumn(db, db.schema.createTable('client_logs'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('err', 'text', (c) => c.notNull())
    .addColumn('instance', 'text')
    .addColumn('info', 'text')
    .addColumn('stack', 'text')
    .addColumn('client_version', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('points_ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('reference', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // Awarding is idempotent: one row per (user, reason, reference).
  await db.schema
    .createIndex('points_ledger_unique')
    .on('points_ledger')
    .columns(['user_id', 'reason', 'reference'])
    .unique()
    .execute();

  await db.schema
    .createTable('streaks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('best', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_day', 'varchar(10)')
    .addColumn('freezes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['streaks', 'points_ledger', 'client_logs', 'personal_access_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
