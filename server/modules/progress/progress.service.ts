import type { Db } from '../../db/database';
import { currentStreak } from '../streaks/streak.service';
import type { UserRow } from '../users/users.repository';

/** GET user/progress: level, test state (the level is fixed once rejected or taken), points total and streak. */
export async function progressOf(db: Db, user: UserRow, now: number) {
  const [points, streak] = await Promise.all([
    db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
    currentStreak(db, user, now),
  ]);
  return {
    level: user.level,
    test: {
      rejected: user.test_rejected === 1,
      result: user.test_result ? (JSON.parse(user.test_result) as unknown) : null,
    },
    points: Number(points?.total ?? 0),
    streak: streak.current,
    streakBest: streak.best,
    streakFreezes: streak.freezes,
  };
}
