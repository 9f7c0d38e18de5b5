import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';

/**
 * The points ledger: every award is a row (user, amount, reason, reference). One row per (user, reason, reference),
 * so a retried request can never pay twice. Returns whether this call paid.
 */
export async function award(db: Db, userId: number, amount: number, reason: string, reference: string, now: number): Promise<boolean> {
  const res = await db
    .insertInto('points_ledger')
    .values({ user_id: userId, amount, reason, reference, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'reason', 'reference']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Everything the user has earned: the sum of their ledger (0 with none). */
// Read by GET user/progress and every training answer: compiled once (db/compiled.ts).
const totalOf = compiledOnce((db: Db, userId: number) =>
  db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId),
);

export async function pointsTotal(db: Db, userId: number): Promise<number> {
  const [row] = await totalOf(db, userId);
  return Number(row?.total ?? 0);
}

/** What each activity pays (spec §9 plus ours, documented in docs/decisions/). */
export const POINTS = {
  emailVerified: 50,
  gameStreak: 5,
  /** A card answered "I know" in training. */
  review: 1,
  /** A finished training session of at least five answers. */
  trainingFinished: 5,
  /** Finishing the level test. */
  levelTest: 10,
} as const;
