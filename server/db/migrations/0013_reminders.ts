import type { Kysely } from 'kysely';
import { timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // A learner's reminder choices; no row = the defaults (19:00, every kind on).
  await db.schema
    .createTable('reminder_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('minute', 'integer', (c) => c.notNull())
    .addColumn('forgetting', 'integer', (c) => c.notNull())
    .addColumn('new_cards', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // One row per learner and local day: the primary key is what keeps a second reminder that day (from another job,
  // node or an operator's run) from being sent. Reminders sent after the learner's last activity count as ignored.
  await db.schema
    .createTable('reminders_sent')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sent_at', timeColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('reminders_sent_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reminders_sent').ifExists().execute();
  await db.schema.dropTable('reminder_settings').ifExists().execute();
}
