import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import type { UserRow } from '../users/users.repository';
import { nextLevel } from '../../domain/levels';
import { FEED_RULES } from './rules';

/** The results of the learner's latest decisions at a level (compiled once: every feed page and decision reads it). */
const latestResults = compiledOnce((db: Db, userId: number, level: string) =>
  db
    .selectFrom('decisions')
    .select('result')
    .where('user_id', '=', userId)
    .where('level', '=', level)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(FEED_RULES.levelUp.window),
);

/**
 * The feed offers the next level when the last `window` decisions made at the user's current level were mostly
 * "I know" (after checks: a missed check counts as "Learn"). Documented in docs/decisions/.
 */
export async function levelUpOffer(db: Db, user: UserRow): Promise<{ from: string; to: string; known: number; of: number } | null> {
  const to = nextLevel(user.level);
  if (!to) return null;
  const { window, share } = FEED_RULES.levelUp;
  const rows = await latestResults(db, user.id, user.level);
  if (rows.length < window) return null;
  const known = rows.filter((r) => r.result === 'know').length;
  return known / rows.length >= share ? { from: user.level, to, known, of: rows.length } : null;
}
