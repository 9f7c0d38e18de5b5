import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A finished round keeps what it answered, so the same request retried gets the same result instead of a 409.
  await db.schema.alterTable('game_rounds').addColumn('result', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('result').execute();
}
