import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Step = (trx: Transaction<Database>, fromId: number, toId: number) => Promise<void>;

/**
 * When a guest logs into an account that already exists, everything the guest did moves into that account and the
 * guest row goes. Each feature that stores per-user rows adds its step here; rows that would collide keep the
 * account's version. Runs inside one transaction: a failure leaves both accounts as they were.
 */
const steps: Record<string, Step> = {
  async points(trx, fromId, toId) {
    await sql`update points_ledger set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from points_ledger p2 where p2.user_id = ${toId} and p2.reason = points_ledger.reason and p2.reference = points_ledger.reference)`.execute(trx);
  },
  async streak(trx, fromId, toId) {
    const [from, to] = await Promise.all([
      trx.selectFrom('streaks').selectAll().where('user_id', '=', fromId).executeTakeFirst(),
      trx.selectFrom('streaks').selectAll().where('user_id', '=', toId).executeTakeFirst(),
    ]);
    if (!from) return;
    if (!to) {
      await trx.updateTable('streaks').set({ user_id: toId }).where('user_id', '=', fromId).execute();
      return;
    }
    const newer = (from.last_day ?? '') > (to.last_day ?? '') ? from : to;
    await trx
      .updateTable('streaks')
      .set({ current: newer.current, last_day: newer.last_day, best: Math.max(from.best, to.best), freezes: Math.max(from.freezes, to.freezes) })
      .where('user_id', '=', toId)
      .execute();
  },
  async level(trx, fromId, toId) {
    const [from, to] = await Promise.all([
      trx.selectFrom('users').select(['level', 'test_rejected', 'test_result']).where('id', '=', fromId).executeTakeFirstOrThrow(),
      trx.selectFrom('users').select(['level', 'test_rejected', 'test_result']).where('id', '=', toId).executeTakeFirstOrThrow(),
    ]);
    // A level the account never fixed takes the guest's test result.
    if (!to.test_result && !to.test_rejected && (from.test_result || from.test_rejected)) {
      await trx.updateTable('users').set(from).where('id', '=', toId).execute();
    }
  },
};

export async function mergeUserInto(trx: Transaction<Database>, fromId: number, toId: number): Promise<void> {
  if (fromId === toId) return;
  for (const step of Object.values(steps)) await step(trx, fromId, toId);
  await trx.deleteFrom('users').where('id', '=', fromId).execute();
}
