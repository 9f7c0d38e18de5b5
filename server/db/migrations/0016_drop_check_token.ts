import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Never written but as null: the quick check's answer is judged against `check_answer` and the decision's own id.
  await db.schema.alterTable('decisions').dropColumn('check_token').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('decisions').addColumn('check_token', 'varchar(64)').execute();
}
