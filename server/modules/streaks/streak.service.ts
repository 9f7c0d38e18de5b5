import { compiledOnce } from '../../db/compiled';
import { type Db, inTransaction } from '../../db/database';
import { lockLearner } from '../../db/learner-lock';
import { dayNumber, dayOf } from '../../domain/calendar-day';
import { localDay } from '../../domain/local-day';

export const MAX_FREEZES = 2;
export const FREEZE_EVERY_DAYS = 7;


/**
 * A streak counts consecutive local days with a finished training or a cleared due list. Every 7 days in a row
 * earn a freeze (at most 2 held); a missed day is covered by a freeze if one is held.
 * `recordActiveDay` is idempotent within a day.
 */
export async function recordActiveDay(db: Db, user: { id: number; timezone: string }, now: number) {
  const today = localDay(now, user.timezone);
  return inTransaction(db, async (trx) => {
    // Two nodes counting the same day at once would both insert the first row, or both spend a freeze.
    await lockLearner(trx, user.id);
    const row = await trx.selectFrom('streaks').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    if (row?.last_day === today) return row;
    let current = 1;
    let freezes = row?.freezes ?? 0;
    const days: Array<{ user_id: number; day: string; kind: 'active' | 'frozen' }> = [{ user_id: user.id, day: today, kind: 'active' }];
    if (row?.last_day) {
      const gap = dayNumber(today) - dayNumber(row.last_day) - 1;
      if (gap <= 0) current = row.current + 1;
      else if (gap <= freezes) {
        freezes -= gap;
        current = row.current + 1;
        for (let d = dayNumber(row.last_day) + 1; d < dayNumber(today); d++) days.push({ user_id: user.id, day: dayOf(d), kind: 'frozen' });
      }
    }
    await trx.insertInto('streak_days').values(days).onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).execute();
    if (current % FREEZE_EVERY_DAYS === 0) freezes = Math.min(MAX_FREEZES, freezes + 1);
    const values = { current, best: Math.max(row?.best ?? 0, current), last_day: today, freezes, updated_at: now };
    if (row) await trx.updateTable('streaks').set(values).where('user_id', '=', user.id).execute();
    else await trx.insertInto('streaks').values({ user_id: user.id, ...values }).execute();
    return { user_id: user.id, ...values };
  });
}

/** The days of the last `count` local days that counted for a streak or were frozen, oldest first. */
export async function streakDays(db: Db, user: { id: number; timezone: string }, now: number, count = 35) {
  const from = dayOf(dayNumber(localDay(now, user.timezone)) - count + 1);
  return db.selectFrom('streak_days').select(['day', 'kind']).where('user_id', '=', user.id).where('day', '>=', from).orderBy('day').execute();
}

// Read by GET user/progress: compiled once (db/compiled.ts).
const streakRow = compiledOnce((db: Db, userId: number) => db.selectFrom('streaks').selectAll().where('user_id', '=', userId));

type StreakRow = { last_day: string | null; current: number; best: number; freezes: number };
type StreakOwner = { id: number; timezone: string; vacation_since?: number | null };

/** The streak as shown today from its row: it stands if the last active day was today or yesterday, or freezes cover the gap. */
function streakAsOf(row: StreakRow | undefined, user: StreakOwner, now: number) {
  if (!row?.last_day) return { current: 0, best: row?.best ?? 0, freezes: row?.freezes ?? 0, lastDay: null, today: false };
  const today = localDay(now, user.timezone);
  const gap = dayNumber(today) - dayNumber(row.last_day) - 1;
  // Vacation mode freezes the streak: days away do not break it.
  const alive = gap <= row.freezes || !!user.vacation_since;
  return { current: alive ? row.current : 0, best: row.best, freezes: row.freezes, lastDay: row.last_day, today: row.last_day === today };
}

/** The streak as shown today (see streakAsOf). */
export async function currentStreak(db: Db, user: StreakOwner, now: number) {
  const [row] = await streakRow(db, user.id);
  return streakAsOf(row, user, now);
}

/** `currentStreak` of several learners in one query (a friends list). */
export async function currentStreaks(db: Db, users: StreakOwner[], now: number): Promise<Map<number, ReturnType<typeof streakAsOf>>> {
  if (users.length === 0) return new Map();
  const rows = await db
    .selectFrom('streaks')
    .select(['user_id', 'last_day', 'current', 'best', 'freezes'])
    .where('user_id', 'in', users.map((u) => u.id))
    .execute();
  const byUser = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(users.map((u) => [u.id, streakAsOf(byUser.get(u.id), u, now)]));
}
