import type { Kysely } from 'kysely';
import { timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // A milestone a learner reached (a 7-day streak, a level, 100 words learned), once each: the primary key makes a
  // second detection of the same milestone a no-op. `answer` is what the learner did with the offer to share it
  // (null while the offer stands), so a reload never offers it again once shared or dismissed.
  await db.schema
    .createTable('milestones')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('milestone', 'varchar(24)', (c) => c.notNull())
    .addColumn('reached_at', timeColumn(db), (c) => c.notNull())
    .addColumn('answer', 'varchar(12)')
    .addColumn('answered_at', timeColumn(db))
    .addPrimaryKeyConstraint('milestones_pk', ['user_id', 'milestone'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('milestones').ifExists().execute();
}
