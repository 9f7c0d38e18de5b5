import type { Db } from '../../db/database';
import type { UserRow } from '../users/users.repository';
import { nextLevel } from '../../domain/levels';
import { FEED_RULES } from './rules';

/**
 * The feed offers the next level when the last `window` decisions made at the user's current level were mostly
 * "I know" (after checks: a missed check counts as "Learn"). Documented in docs/decisions.md.
 */
export async function levelUpOffer(db: Db, user: UserRow): Promise<{ from: string; to: string; known: number; of: number } | null> {
  const to = nextLevel(user.level);
  if (!to) return null;
  const { window, share } = FEED_RULES.levelUp;
  const rows = await db
    .selectFrom('decisions')
    .select('result')
    .where('user_id', '=', user.id)
    .where('level', '=', user.level)
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(window)
    .execute();
  if (rows.length < window) return null;
  const known = rows.filter((r) => r.result === 'know').length;
  return known / rows.length >= share ? { from: user.level, to, known, of: rows.length } : null;
}
