import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { idColumn, timeColumn } from './portable';

export async function up(db: Kysely<any>): Promise<void> {
  // Sayings of the day: a short English saying and its Russian version; `show_on` pins one to a date, otherwise it
  // takes its turn in the rotation while enabled.
  await idColumn(db, db.schema.createTable('fortunes'))
    .addColumn('en', 'varchar(200)', (c) => c.notNull())
    .addColumn('ru', 'varchar(200)', (c) => c.notNull())
    .addColumn('level', 'varchar(2)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('show_on', 'varchar(10)')
    .addColumn('created_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_at', timeColumn(db), (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One saying a date (a pinned saying, enabled or not, holds its date); the rotation's are null, as many as wanted.
  await db.schema.createIndex('fortunes_show_on').on('fortunes').column('show_on').unique().execute();
  // The starter set (data/fortunes.json), once: what the operator deletes later stays deleted.
  const now = Date.now();
  const starter = JSON.parse(readFileSync(new URL('../../../data/fortunes.json', import.meta.url), 'utf8')) as { fortunes: Array<{ en: string; ru: string; level: string }> };
  for (let i = 0; i < starter.fortunes.length; i += 100) {
    const rows = starter.fortunes.slice(i, i + 100).map((f) => ({ en: f.en, ru: f.ru, level: f.level, enabled: 1, show_on: null, created_at: now, updated_at: now }));
    await db.insertInto('fortunes').values(rows).execute();
  }
  // The rotation's pick of each day, written by the first reader of that day: every learner (and every device of
  // theirs) reads the same saying all day even when the operator adds or reorders sayings meanwhile.
  await db.schema
    .createTable('fortune_days')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('fortune_id', 'integer', (c) => c.notNull().references('fortunes.id').onDelete('cascade'))
    .addColumn('chosen_at', timeColumn(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fortune_days_fortune').on('fortune_days').columns(['fortune_id', 'day']).execute();
  // The admin statistics, computed by the stats-daily job: one row per day (`day:YYYY-MM-DD`) and one for the
  // figures that only exist now (`now`: totals, cards by stage, the queue), JSON each.
  await db.schema
    .createTable('stats_aggregates')
    .addColumn('key', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('computed_at', timeColumn(db), (c) => c.notNull())
    .execute();
  // How long the card had waited when it was decided: the queue clears submitted_at on a decision, and the
  // moderation figures (median and worst time against the 24-hour promise) need it afterwards.
  await db.schema.alterTable('card_moderations').addColumn('waited_ms', timeColumn(db)).execute();
  await db.schema.createIndex('card_moderations_created').on('card_moderations').column('created_at').execute();
  await db.schema.createIndex('level_tests_started').on('level_tests').column('started_at').execute();
  await db.schema.createIndex('users_created').on('users').column('created_at').execute();
  // The job reads a few days of everyone's answers and decisions at a time.
  await db.schema.createIndex('reviews_day').on('reviews').columns(['day', 'user_id']).execute();
  await db.schema.createIndex('decisions_day').on('decisions').columns(['day', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('decisions_day').ifExists().execute();
  await db.schema.dropIndex('reviews_day').ifExists().execute();
  await db.schema.dropIndex('users_created').ifExists().execute();
  await db.schema.dropIndex('level_tests_started').ifExists().execute();
  await db.schema.dropIndex('card_moderations_created').ifExists().execute();
  await db.schema.alterTable('card_moderations').dropColumn('waited_ms').execute();
  await db.schema.dropTable('stats_aggregates').ifExists().execute();
  await db.schema.dropTable('fortune_days').ifExists().execute();
  await db.schema.dropTable('fortunes').ifExists().execute();
}
