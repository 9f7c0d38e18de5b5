import type { Kysely } from 'kysely';

/**
 * Two indexes for the hottest reads (issue 13, bench): no data changes.
 * - A learner's feed reads their feed items in position order, 21 at a time: with (user_id, position) the database
 *   walks them in order and stops, instead of reading all of the learner's items and sorting them.
 * - A check question's pool is the first 300 system cards of a level by id: with (collection, level) the index is in
 *   id order within a level, so the scan stops at 300 instead of sorting the level (the older index adds status).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('feed_items_user_position').on('feed_items').columns(['user_id', 'position']).execute();
  await db.schema.createIndex('cards_collection_level').on('cards').columns(['collection', 'level']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cards_collection_level').execute();
  await db.schema.dropIndex('feed_items_user_position').execute();
}
