import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The vocabulary's `concrete` flag (a picturable thing or action): the first days' feed opens with these words
  // (feed/photo-cards.ts). The base loader fills it; words learners or admins add are not concrete until marked.
  await db.schema.alterTable('words').addColumn('concrete', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('words').dropColumn('concrete').execute();
}
