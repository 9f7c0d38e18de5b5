import type { Kysely } from 'kysely';
import { timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // A learner's current invite: one row while it is valid; revoking deletes it, the next request makes a new code.
  await db.schema
    .createTable('friend_invites')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // A friendship is two rows, one per side, so "my friends" is one indexed read. invited_by is the learner whose
  // invite made it (null for friends found through VK): who earns the friend-joined points.
  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invited_by', 'integer')
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();
  await db.schema.createIndex('friendships_friend').on('friendships').column('friend_id').execute();
  // One nudge per friend per sender's local day: the primary key refuses the second.
  await db.schema
    .createTable('friend_nudges')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_nudges_pk', ['user_id', 'friend_id', 'day'])
    .execute();
  // Whether friends see this learner's activity (streak, week's points, trained today); no row = they do.
  await db.schema
    .createTable('friend_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('share_activity', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['friend_settings', 'friend_nudges', 'friendships', 'friend_invites']) await db.schema.dropTable(t).ifExists().execute();
}
