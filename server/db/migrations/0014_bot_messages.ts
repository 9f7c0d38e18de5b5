import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // What the admin's bot told learners: kept so the bot page shows what went out, to how many, and by whom.
  await idColumn(db, db.schema.createTable('bot_messages'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(80)')
    .addColumn('body', 'varchar(254)', (c) => c.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('audience', 'varchar(8)', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('pushed', 'integer', (c) => c.notNull())
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_messages').ifExists().execute();
}
