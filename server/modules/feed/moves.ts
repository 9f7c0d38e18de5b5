import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import type { UserRow } from '../users/users.repository';
import { localDay, nextLocalMidnight } from '../../domain/local-day';
import { LEVELS, type Level } from '../../domain/levels';
import { ACTIVE_STAGES, REVIEW_STAGES } from './rules';

// Both read on every feed page and every decision: compiled once (db/compiled.ts).
const decidedOn = compiledOnce((db: Db, userId: number, day: string) =>
  db
    .selectFrom('decisions')
    .select(['level', 'result', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('undone_at', 'is', null)
    .groupBy(['level', 'result']),
);

/**
 * Today's decisions that spent a move. "I know" at a level below the learner's current one does not (issue 32,
 * docs/decisions/0044): those answers are what raised the level, so a learner who accepts a level-up on day one,
 * moves spent, still has them to take the new level's cards today.
 */
function spentMoves(rows: { level: string; result: string; n: number }[], level: string): number {
  const current = LEVELS.indexOf(level as Level);
  return rows.reduce((sum, r) => (r.result === 'know' && LEVELS.indexOf(r.level as Level) < current && LEVELS.includes(r.level as Level) ? sum : sum + Number(r.n)), 0);
}
const learningLoad = compiledOnce((db: Db, userId: number, endOfToday: number) =>
  db
    .selectFrom('user_cards')
    .select([
      sql<number>`sum(case when stage in (${sql.join([...ACTIVE_STAGES])}) then 1 else 0 end)`.as('active'),
      // "To review today", docs/decisions/0044: past the learning stage and due before the local midnight.
      sql<number>`sum(case when due is not null and due < ${endOfToday} and stage in (${sql.join([...REVIEW_STAGES])}) then 1 else 0 end)`.as('dueToday'),
    ])
    .where('user_id', '=', userId)
    .where('stage', 'in', [...new Set([...ACTIVE_STAGES, ...REVIEW_STAGES])]),
);

/** Each "I know" or "Learn" spends a move (but see spentMoves); `perDay` of them refill at the user's local midnight. */
export async function movesOf(db: Db, user: UserRow, now: number, perDay: number) {
  const day = localDay(now, user.timezone);
  const used = spentMoves(await decidedOn(db, user.id, day), user.level);
  return {
    day,
    total: perDay,
    used,
    left: Math.max(0, perDay - used),
    refillAt: new Date(nextLocalMidnight(now, user.timezone)).toISOString(),
  };
}

export type Moves = Awaited<ReturnType<typeof movesOf>>;

/** The learning load the limits look at: cards in learning/repeating/fixing, and how many cards are to review today. */
export async function loadOf(db: Db, user: UserRow, now: number) {
  const endOfToday = nextLocalMidnight(now, user.timezone);
  const [row] = await learningLoad(db, user.id, endOfToday);
  return { active: Number(row?.active ?? 0), dueToday: Number(row?.dueToday ?? 0) };
}
