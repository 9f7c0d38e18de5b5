import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Each local day that counted for a streak ('active') or was covered by a freeze ('frozen'): the progress
  // calendar shows real streak days, including earlier runs.
  await db.schema
    .createTable('streak_days')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addPrimaryKeyConstraint('streak_days_pk', ['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('streak_days').ifExists().execute();
}
