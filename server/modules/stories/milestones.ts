import type { Db } from '../../db/database';
import { CEFR_LEVELS, type CefrLevel } from '../../domain/levels';

/** The milestones a learner is offered to share (issue 31), detected where the figure changes (decision 0041). */
export const MILESTONE_RULES = {
  /** Days in a row of the learner's streak. */
  streakDays: [7, 30, 100],
  /** Cards in the `learned` stage (stable for 30 days and more). */
  wordsLearned: [100],
} as const;

export type Milestone =
  | { key: string; kind: 'streak'; days: number }
  | { key: string; kind: 'words'; words: number }
  | { key: string; kind: 'level'; level: CefrLevel };

/** `streak-7`, `words-100`, `level-b1`: the milestone a key names, or null for anything else. */
export function parseMilestone(key: string): Milestone | null {
  const [kind, value = ''] = key.split('-', 2);
  if (key !== `${kind}-${value}`) return null;
  if (kind === 'streak' && (MILESTONE_RULES.streakDays as readonly number[]).map(String).includes(value)) return { key, kind, days: Number(value) };
  if (kind === 'words' && (MILESTONE_RULES.wordsLearned as readonly number[]).map(String).includes(value)) return { key, kind, words: Number(value) };
  if (kind === 'level' && (CEFR_LEVELS as readonly string[]).includes(value)) return { key, kind, level: value as CefrLevel };
  return null;
}

/** Stores a reached milestone once: a second detection (a retried request, another node) changes nothing. */
async function reached(db: Db, userId: number, key: string, now: number): Promise<void> {
  await db
    .insertInto('milestones')
    .values({ user_id: userId, milestone: key, reached_at: now, answer: null, answered_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'milestone']).doNothing())
    .execute();
}

/**
 * The streak's day count as it stands after a day was counted. The streak grows one day at a time, so a milestone is
 * the day it equals the figure: a learner already past it when this shipped is offered the next one, not old ones.
 */
export async function streakCounted(db: Db, userId: number, days: number, now: number): Promise<void> {
  if ((MILESTONE_RULES.streakDays as readonly number[]).includes(days)) await reached(db, userId, `streak-${days}`, now);
}

/** A card has just reached the `learned` stage: the count of learned words may have crossed a milestone. */
export async function wordLearned(db: Db, userId: number, now: number): Promise<void> {
  const row = await db.selectFrom('user_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('stage', '=', 'learned').executeTakeFirst();
  const learned = Number(row?.n ?? 0);
  for (const words of MILESTONE_RULES.wordsLearned) if (learned >= words) await reached(db, userId, `words-${words}`, now);
}

/** The learner's level was set by a level-up or a finished level test. "Novice" (under A1) is no milestone. */
export async function levelReached(db: Db, userId: number, level: string, now: number): Promise<void> {
  if ((CEFR_LEVELS as readonly string[]).includes(level)) await reached(db, userId, `level-${level}`, now);
}

export type Offer = 'open' | 'shared' | 'dismissed';

/** The learner's milestones, newest first, with what became of the offer to share each. */
export async function milestonesOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('milestones')
    .select(['milestone', 'reached_at', 'answer'])
    .where('user_id', '=', userId)
    .orderBy('reached_at', 'desc')
    .orderBy('milestone')
    .execute();
  return rows.flatMap((r) => {
    const m = parseMilestone(r.milestone);
    return m ? [{ ...m, reachedAt: new Date(Number(r.reached_at)).toISOString(), offer: (r.answer ?? 'open') as Offer }] : [];
  });
}

/** One reached milestone of the learner, or null (never reached, or not a milestone at all). */
export async function reachedMilestone(db: Db, userId: number, key: string) {
  if (!parseMilestone(key)) return null;
  return (await milestonesOf(db, userId)).find((m) => m.key === key) ?? null;
}

/**
 * The learner shared the picture or said "not now": the offer is not made again. A share after "not now" is kept as
 * a share (the figure that a milestone was shared is the one worth having); "not now" after a share changes nothing.
 */
export async function answerOffer(db: Db, userId: number, key: string, answer: 'shared' | 'dismissed', now: number): Promise<void> {
  await db
    .updateTable('milestones')
    .set({ answer, answered_at: now })
    .where('user_id', '=', userId)
    .where('milestone', '=', key)
    .where((eb) => (answer === 'shared' ? eb.or([eb('answer', 'is', null), eb('answer', '=', 'dismissed')]) : eb('answer', 'is', null)))
    .execute();
}
