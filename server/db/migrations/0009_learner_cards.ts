import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // Learners' cards (issue 16). A deleted card is kept (deleted_at) so other learners' reviews of it stay intact.
  // `pending` holds an edit of a published card's word, translation or example (JSON) while the published version
  // stays visible; `submitted_at` is when the card (or its pending edit) entered the moderation queue.
  await db.schema
    .alterTable('cards')
    .addColumn('deleted_at', timeColumn(db))
    .execute();
  await db.schema.alterTable('cards').addColumn('submitted_at', timeColumn(db)).execute();
  await db.schema.alterTable('cards').addColumn('pending', 'text').execute();
  await db.schema.createIndex('cards_status_submitted').on('cards').columns(['status', 'submitted_at']).execute();

  // Every moderation decision: who, when, what, why.
  await idColumn(db, db.schema.createTable('card_moderations'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_moderations_card').on('card_moderations').columns(['card_id', 'id']).execute();

  await idColumn(db, db.schema.createTable('card_comments'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('card_comments_card').on('card_comments').columns(['card_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_comments').ifExists().execute();
  await db.schema.dropTable('card_moderations').ifExists().execute();
  await db.schema.dropIndex('cards_status_submitted').ifExists().execute();
  for (const c of ['pending', 'submitted_at', 'deleted_at']) await db.schema.alterTable('cards').dropColumn(c).execute();
}
