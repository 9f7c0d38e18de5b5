import { sql, type Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

/**
 * Issue 29 (trust):
 * - `cards.approved_at`: set once an admin has approved the card's content. From then on the columns word,
 *   translation, example and photo only change through moderation; the author's edits wait in `pending` whatever
 *   the card's privacy, so learners who have the card never read text no admin saw.
 * - `cards.revision`: counts the author's edits, so an admin's decision names the version it was made on (409 when
 *   the author changed the card meanwhile).
 * - `reports`: learners' reports of cards and comments, one per learner per item, with the version reported; and
 *   `hidden_at` on cards and comments, set after enough independent reports until an admin decides.
 * Cards published today are taken as approved (their text is the one learners have been reading).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cards').addColumn('approved_at', timeColumn(db)).execute();
  await db.schema.alterTable('cards').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db
    .updateTable('cards')
    .set({ approved_at: sql`updated_at` })
    .where('collection', '=', 'user')
    .where((eb) => eb.or([eb('status', '=', 'published'), eb.exists(eb.selectFrom('card_moderations').select('id').whereRef('card_moderations.card_id', '=', 'cards.id').where('action', '=', 'approve'))]))
    .execute();

  await db.schema.alterTable('cards').addColumn('hidden_at', timeColumn(db)).execute();
  await db.schema.alterTable('card_comments').addColumn('hidden_at', timeColumn(db)).execute();
  await idColumn(db, db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('card_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('decided_at', timeColumn(db))
    .addUniqueConstraint('reports_once', ['reporter_id', 'target', 'target_id'])
    .execute();
  await db.schema.createIndex('reports_open').on('reports').columns(['status', 'target', 'target_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('card_comments').dropColumn('hidden_at').execute();
  await db.schema.alterTable('cards').dropColumn('hidden_at').execute();
  await db.schema.alterTable('cards').dropColumn('revision').execute();
  await db.schema.alterTable('cards').dropColumn('approved_at').execute();
}
