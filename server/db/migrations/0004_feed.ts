import { sql, type Kysely } from 'kysely';
import { isPostgres, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  const real = isPostgres(db) ? sql`double precision` : sql`real`;

  // The user's relation to a card: the feed decision and, for "learn", the FSRS memory state (issue: learning).
  await db.schema
    .createTable('user_cards')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('decision', 'varchar(8)', (c) => c.notNull())
    .addColumn('stage', 'varchar(12)', (c) => c.notNull())
    .addColumn('due', timeColumn(db))
    .addColumn('stability', real, (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', real, (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', timeColumn(db))
    .addColumn('decided_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('user_cards_pk', ['user_id', 'card_id'])
    .execute();
  await db.schema.createIndex('user_cards_user_stage').on('user_cards').columns(['user_id', 'stage']).execute();
  await db.schema.createIndex('user_cards_user_due').on('user_cards').columns(['user_id', 'due']).execute();

  // Today's selection: a card shown first at shown_at leaves the feed at expires_at (24 hours later).
  await db.schema
    .createTable('feed_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('shown_at', timeColumn(db), (c) => c.notNull())
    .addColumn('expires_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('feed_items_pk', ['user_id', 'card_id'])
    .execute();
  await db.schema.createIndex('feed_items_user_day').on('feed_items').columns(['user_id', 'day', 'position']).execute();

  // Every decision, keyed by the client's UUID: a replay finds its row and changes nothing; moves are counted here.
  await db.schema
    .createTable('decisions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('decision', 'varchar(8)', (c) => c.notNull())
    .addColumn('result', 'varchar(8)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('check_token', 'varchar(64)')
    .addColumn('check_answer', 'varchar(255)')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('undone_at', timeColumn(db))
    .execute();
  await db.schema.createIndex('decisions_user_day').on('decisions').columns(['user_id', 'day']).execute();
  await db.schema.createIndex('decisions_user_created').on('decisions').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'card_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bookmarks', 'decisions', 'feed_items', 'user_cards']) await db.schema.dropTable(t).ifExists().execute();
}
