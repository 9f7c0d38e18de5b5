import type { Db } from '../../db/database';
import { pointsTotal } from '../points/ledger';
import { currentStreak } from '../streaks/streak.service';
import type { UserRow } from '../users/users.repository';

/** GET user/progress: level, test state (the level is fixed once rejected or taken), points total and streak. */
export async function progressOf(db: Db, user: UserRow, now: number) {
  const [points, streak] = await Promise.all([
    pointsTotal(db, user.id),
    currentStreak(db, user, now),
  ]);
  return {
    level: user.level,
    test: {
      rejected: user.test_rejected === 1,
      result: user.test_result ? (JSON.parse(user.test_result) as unknown) : null,
    },
    points,
    streak: streak.current,
    streakBest: streak.best,
    streakFreezes: streak.freezes,
  };
}
