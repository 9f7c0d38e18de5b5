import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // Where a learner's pushes go: an FCM registration token, or the VK user id for the mini app. A token belongs to
  // one account (the last one that registered it); paused_until holds back sends after a provider's rate limit.
  await idColumn(db, db.schema.createTable('push_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('token', 'varchar(4096)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .addColumn('paused_until', timeColumn(db))
    .addUniqueConstraint('push_tokens_provider_token', ['provider', 'token'])
    .execute();
  await db.schema.createIndex('push_tokens_user').on('push_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_tokens').ifExists().execute();
}
