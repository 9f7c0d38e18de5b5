import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import { localDay } from '../../domain/local-day';
import { FEED_RULES } from '../feed/rules';

const DAY = 86_400_000;

/** The learner's other due dates in a window (compiled once: every review answer reads it). */
const dueDates = compiledOnce((db: Db, userId: number, cardId: number, from: number, to: number) =>
  db
    .selectFrom('user_cards')
    .select('due')
    .where('user_id', '=', userId)
    .where('card_id', '!=', cardId)
    .where('stage', 'in', ['repeating', 'fixing', 'learned'])
    .where('due', '>=', from)
    .where('due', '<', to),
);

/**
 * Load balancing: a review is never scheduled onto a local day that already holds the daily repeat cap. The
 * due date moves to the least loaded day within its fuzz window (±10% of the interval, at least a day), or, if
 * all are full, to the first later day with room. Short intervals (learning steps, under two days) are left alone.
 */
export async function balanceDue(db: Db, user: { id: number; timezone: string }, cardId: number, due: number, intervalDays: number, now: number): Promise<number> {
  if (intervalDays < 2) return due;
  const spread = Math.max(1, Math.round(intervalDays * 0.1));
  const from = due - spread * DAY;
  const to = due + (spread + 30) * DAY;
  const rows = await dueDates(db, user.id, cardId, from, to);
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const d = localDay(r.due!, user.timezone);
    perDay.set(d, (perDay.get(d) ?? 0) + 1);
  }
  const load = (ms: number) => perDay.get(localDay(ms, user.timezone)) ?? 0;
  const cap = FEED_RULES.repeatLimit;
  if (load(due) < cap) return due;
  const window = Array.from({ length: spread * 2 + 1 }, (_, i) => due + (i - spread) * DAY).filter((t) => t > now);
  const best = window.filter((t) => load(t) < cap).sort((a, b) => load(a) - load(b) || Math.abs(a - due) - Math.abs(b - due))[0];
  if (best !== undefined) return best;
  for (let k = spread + 1; k <= spread + 30; k++) if (load(due + k * DAY) < cap) return due + k * DAY;
  return due;
}
