import { type Kysely, sql } from 'kysely';
import { idColumn, timeColumn } from './portable';

/**
 * The operator's dictionary (/admin/words, docs/decisions/0023-vocabulary-releases-and-edits.md):
 * - `base_id`: the shipped entry's stable id (`headword~pos`), so a release still finds a word whose headword an
 *   operator corrected; the loader fills it for older rows.
 * - `release`: the shipped values as last loaded (JSON), the common ancestor of the three-way merge of a new release
 *   with the operator's edits.
 * - `retired_at`: out of the feed and the level test; learners who have the word keep it.
 * - `reviewed`: the shipped `reviewed` flag, or an operator's "checked".
 * `word_changes` is the audit log: who (null: a data release), when, the entry before and after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('words').addColumn('base_id', 'varchar(128)').execute();
  await db.schema.alterTable('words').addColumn('release', 'text').execute();
  await db.schema.alterTable('words').addColumn('retired_at', timeColumn(db)).execute();
  await db.schema.alterTable('words').addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('words_base_id_unique').on('words').column('base_id').unique().execute();
  await db.schema.createIndex('words_retired_at').on('words').column('retired_at').execute();
  // The dictionary's default order (A–Z whatever the case): a page deep in the list need not sort the table.
  await db.schema.createIndex('words_headword_lower').on('words').expression(sql`lower(headword)`).execute();

  await idColumn(db, db.schema.createTable('word_changes'))
    .addColumn('word_id', 'integer', (c) => c.notNull().references('words.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('word_changes_word').on('word_changes').columns(['word_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('word_changes').ifExists().execute();
  await db.schema.dropIndex('words_headword_lower').ifExists().execute();
  await db.schema.dropIndex('words_retired_at').ifExists().execute();
  await db.schema.dropIndex('words_base_id_unique').ifExists().execute();
  for (const column of ['reviewed', 'retired_at', 'release', 'base_id']) await db.schema.alterTable('words').dropColumn(column).execute();
}
