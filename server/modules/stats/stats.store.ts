import type { Db } from '../../db/database';
import { dayNumber, dayOf, utcDay } from '../../domain/calendar-day';
import { computeDays, type DayFigures } from './day-figures';
import { computeNow, type NowFigures } from './now-figures';

/** The first computation goes back this far at most. */
const BACKFILL_DAYS = 400;
/** Later runs recompute this many days back: D30 returns and late local days (a zone ahead of UTC) change them. */
const RECOMPUTE_DAYS = 35;

const dayKey = (day: string) => `day:${day}`;

/**
 * Computes the admin statistics into stats_aggregates: every day from the first sign-up on the first run, then the
 * last 35 days and tomorrow's date (zones ahead of UTC are already there) on each run, and the `now` row. All rows
 * of a run are written in one transaction: a reader never mixes two runs.
 */
export async function refreshStats(db: Db, now: number): Promise<{ days: number; ms: number }> {
  const started = performance.now();
  const today = dayNumber(utcDay(now));
  const any = await db.selectFrom('stats_aggregates').select('key').where('key', 'like', 'day:%').limit(1).executeTakeFirst();
  let first = today - RECOMPUTE_DAYS;
  if (!any) {
    const oldest = await db.selectFrom('users').select((eb) => eb.fn.min('created_at').as('at')).executeTakeFirst();
    first = oldest?.at == null ? today : Math.max(today - BACKFILL_DAYS, dayNumber(utcDay(Number(oldest.at))));
  }
  const days = await computeDays(db, dayOf(first), dayOf(today + 1));
  const nowFigures = await computeNow(db);
  const rows = [...days].map(([day, data]) => ({ key: dayKey(day), data: JSON.stringify(data), computed_at: now }));
  rows.push({ key: 'now', data: JSON.stringify(nowFigures), computed_at: now });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('stats_aggregates')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), computed_at: eb.ref('excluded.computed_at') })))
        .execute();
    }
  });
  return { days: days.size, ms: Math.round(performance.now() - started) };
}

/** The stored figures of `from`…`to` and of now; a day the job has not reached yet is absent. */
export async function readStored(db: Db, from: string, to: string) {
  const keys = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) keys.push(dayKey(dayOf(n)));
  const rows = await db.selectFrom('stats_aggregates').select(['key', 'data', 'computed_at']).where('key', 'in', [...keys, 'now']).execute();
  const days = new Map<string, DayFigures>();
  let now: NowFigures | null = null;
  let updatedAt: number | null = null;
  for (const r of rows) {
    updatedAt = updatedAt === null ? Number(r.computed_at) : Math.min(updatedAt, Number(r.computed_at));
    if (r.key === 'now') now = JSON.parse(r.data) as NowFigures;
    else days.set(r.key.slice(4), JSON.parse(r.data) as DayFigures);
  }
  return { days, now, updatedAt };
}
