import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // A sign-in method other than e-mail: ('vk', VK user id) from the mini app or VK ID, ('yandex', Yandex id).
  await idColumn(db, db.schema.createTable('identities'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(255)')
    .addColumn('email', 'varchar(255)')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('identities_provider_unique').on('identities').columns(['provider', 'provider_user_id']).unique().execute();
  await db.schema.createIndex('identities_user_provider_unique').on('identities').columns(['user_id', 'provider']).unique().execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', timeColumn(db), (c) => c.notNull())
    .addColumn('expires_at', timeColumn(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('email', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();

  // Failed logins per e-mail and IP, shared by every node through the database.
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', timeColumn(db))
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();

  await idColumn(db, db.schema.createTable('support_messages'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(255)')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['support_messages', 'mail_outbox', 'login_attempts', 'password_reset_tokens', 'email_verifications', 'identities']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
