import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { lockLearner } from '../../db/learner-lock';
import { localDay } from '../../domain/local-day';
import { updateUser, type UserRow } from '../users/users.repository';

/**
 * Vacation mode freezes time for the learner: while on, nothing falls due and the streak does not break; on
 * return, every due date moves later by the time away, and the streak continues as if yesterday was active.
 */
export async function setVacation(db: Db, user: UserRow, on: boolean, now: number): Promise<void> {
  if (on === (user.vacation_since !== null)) return;
  await db.transaction().execute(async (trx) => {
    // Read again under the learner's lock: two "back from vacation" at once (two nodes) would move every due date twice.
    await lockLearner(trx, user.id);
    const current = await trx.selectFrom('users').select('vacation_since').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (on === (current.vacation_since !== null)) return;
    if (on) {
      await updateUser(trx, user.id, { vacation_since: now }, now);
      return;
    }
    const since = current.vacation_since!;
    const away = now - since;
    await trx
      .updateTable('user_cards')
      .set({ due: sql`due + ${away}` })
      .where('user_id', '=', user.id)
      .where('due', 'is not', null)
      .where('stage', 'in', ['learning', 'repeating', 'fixing', 'learned'])
      .execute();
    const streak = await trx.selectFrom('streaks').select('last_day').where('user_id', '=', user.id).executeTakeFirst();
    if (streak?.last_day && streak.last_day >= localDay(since, user.timezone)) {
      await trx.updateTable('streaks').set({ last_day: localDay(now - 86_400_000, user.timezone), updated_at: now }).where('user_id', '=', user.id).execute();
    }
    await updateUser(trx, user.id, { vacation_since: null }, now);
  });
}
