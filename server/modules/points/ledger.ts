import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';

/** One payment as its rule defines it: the rule fixes the amount and what the payment is for (the reference). */
export interface Award {
  reason: 'review' | 'training' | 'level-test' | 'game' | 'email-verified' | 'friend-joined';
  amount: number;
  reference: string;
}

/**
 * The only way to name a payment (issue 29). The ledger holds one row per (user, reason, reference), so the
 * reference a rule chooses is what it pays once for: a review once per card per due time (not per client-made
 * answer id), the level test and the e-mail once per account, a training bonus once per session, the game once per
 * run-completing round. A caller cannot pass its own reference, so no caller can pay a rule twice.
 */
export const AWARDS = {
  review: (cardId: number, dueBefore: number): Award => ({ reason: 'review', amount: POINTS.review, reference: `card:${cardId}@${dueBefore}` }),
  trainingFinished: (sessionId: string): Award => ({ reason: 'training', amount: POINTS.trainingFinished, reference: sessionId }),
  levelTest: (): Award => ({ reason: 'level-test', amount: POINTS.levelTest, reference: 'account' }),
  gameRun: (roundId: string): Award => ({ reason: 'game', amount: POINTS.gameStreak, reference: roundId }),
  emailVerified: (): Award => ({ reason: 'email-verified', amount: POINTS.emailVerified, reference: 'account' }),
  /** A friend who joined through the learner's invite finished a first training: once per friend. */
  friendJoined: (friendId: number): Award => ({ reason: 'friend-joined', amount: POINTS.friendJoined, reference: String(friendId) }),
};

/** Pays an award unless the ledger already has it. Returns whether this call paid. */
export async function award(db: Db, userId: number, a: Award, now: number): Promise<boolean> {
  const res = await db
    .insertInto('points_ledger')
    .values({ user_id: userId, amount: a.amount, reason: a.reason, reference: a.reference, created_at: now })
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
  /** A friend joined through one's invite and finished a first training (issue 31). */
  friendJoined: 20,
} as const;
