import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres, timeColumn } from './portable';

/**
 * The dictionary (`words`) and the cards built on it (`cards`). System cards (collection 'system', author_id null)
 * come from the shipped base vocabulary (server/modules/vocabulary/loader.ts); user cards have an author and go
 * through moderation. Admin edits set edited_at/edited_by, and the base loader never overwrites such rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const real = isPostgres(db) ? sql`double precision` : sql`real`;

  await idColumn(db, db.schema.createTable('words'))
    .addColumn('headword', 'varchar(128)', (c) => c.notNull())
    .addColumn('pos', 'varchar(16)', (c) => c.notNull())
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('zipf', real, (c) => c.notNull().defaultTo(0))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('primary_translation', 'varchar(255)', (c) => c.notNull())
    .addColumn('example_en', 'text')
    .addColumn('example_ru', 'text')
    .addColumn('example_source', 'varchar(16)')
    .addColumn('topics', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('emoji', 'varchar(32)')
    .addColumn('source', 'varchar(8)', (c) => c.notNull().defaultTo('base'))
    .addColumn('content_hash', 'varchar(64)')
    .addColumn('edited_at', timeColumn(db))
    .addColumn('edited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('words_headword_pos_unique').on('words').columns(['headword', 'pos']).unique().execute();
  await db.schema.createIndex('words_level').on('words').column('level').execute();

  await idColumn(db, db.schema.createTable('cards'))
    .addColumn('word_id', 'integer', (c) => c.references('words.id').onDelete('set null'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('collection', 'varchar(8)', (c) => c.notNull())
    .addColumn('word', 'varchar(255)', (c) => c.notNull())
    .addColumn('translation', 'varchar(255)', (c) => c.notNull())
    .addColumn('example', 'text')
    .addColumn('example_translation', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('level', 'varchar(8)', (c) => c.notNull())
    .addColumn('is_private', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_comments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
    .addColumn('reject_reason', 'text')
    .addColumn('photo_key', 'varchar(255)')
    .addColumn('content_hash', 'varchar(64)')
    .addColumn('edited_at', timeColumn(db))
    .addColumn('edited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // The feed: today's cards at a level from system + published author cards.
  await db.schema.createIndex('cards_collection_level_status').on('cards').columns(['collection', 'level', 'status']).execute();
  await db.schema.createIndex('cards_word_id').on('cards').column('word_id').execute();
  await db.schema.createIndex('cards_author_id').on('cards').column('author_id').execute();
  // One system card per word: the base loader relies on it to stay idempotent.
  await db.schema
    .createIndex('cards_system_word_unique')
    .on('cards')
    .column('word_id')
    .unique()
    .where(sql<boolean>`collection = 'system'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cards').ifExists().execute();
  await db.schema.dropTable('words').ifExists().execute();
}
