import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The daily goal picked during onboarding: training answers a day. Null until the user has been through
  // onboarding, which is how a new VK user (signed in at launch) is still shown the tour; existing users have seen it.
  await db.schema.alterTable('users').addColumn('daily_goal', 'integer').execute();
  await db.updateTable('users').set({ daily_goal: 10 }).execute();
  // The match game checks each tap as it happens; the attempts so far, as JSON.
  await db.schema.alterTable('game_rounds').addColumn('attempts', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_rounds').dropColumn('attempts').execute();
  await db.schema.alterTable('users').dropColumn('daily_goal').execute();
}
