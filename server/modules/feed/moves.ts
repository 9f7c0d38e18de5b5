import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import type { UserRow } from '../users/users.repository';
import { localDay, nextLocalMidnight } from '../../domain/local-day';
import { ACTIVE_STAGES } from './rules';

// Both read on every feed page and every decision: compiled once (db/compiled.ts).
const decidedOn = compiledOnce((db: Db, userId: number, day: string) =>
  db
    .selectFrom('decisions')
    .select((eb) => eb.fn.countAll<number>().as('used'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('undone_at', 'is', null),
);
const learningLoad = compiledOnce((db: Db, userId: number, endOfToday: number) =>
  db
    .selectFrom('user_cards')
    .select([
      (eb) => eb.fn.countAll<number>().as('active'),
      sql<number>`sum(case when due is not null and due < ${endOfToday} and stage <> 'learning' then 1 else 0 end)`.as('dueToday'),
    ])
    .where('user_id', '=', userId)
    .where('stage', 'in', [...ACTIVE_STAGES]),
);

/** Moves left today, and when they refill (the user's next local midnight). */
/** Each "I know" or "Learn" spends a move; `perDay` of them refill at the user's local midnight. */
export async function movesOf(db: Db, user: UserRow, now: number, perDay: number) {
  const day = localDay(now, user.timezone);
  const [row] = await decidedOn(db, user.id, day);
  const used = Number(row?.used ?? 0);
  return {
    day,
    total: perDay,
    used,
    left: Math.max(0, perDay - used),
    refillAt: new Date(nextLocalMidnight(now, user.timezone)).toISOString(),
  };
}

export type Moves = Awaited<ReturnType<typeof movesOf>>;

/** The learning load the limits look at: cards in learning/repeating/fixing, and how many of them are due today. */
export async function loadOf(db: Db, user: UserRow, now: number) {
  const endOfToday = nextLocalMidnight(now, user.timezone);
  const [row] = await learningLoad(db, user.id, endOfToday);
  return { active: Number(row?.active ?? 0), dueToday: Number(row?.dueToday ?? 0) };
}
