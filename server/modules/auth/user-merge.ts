import { sql, type Transaction } from 'kysely';
import { lockLearner } from '../../db/learner-lock';
import type { Database } from '../../db/schema';
import { updateUser } from '../users/users.repository';

type Step = (trx: Transaction<Database>, fromId: number, toId: number, now: number) => Promise<void>;

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
    await sql`update streak_days set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from streak_days s2 where s2.user_id = ${toId} and s2.day = streak_days.day)`.execute(trx);
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
  /**
   * The guest's cards, with their review history, bookmarks and feed decisions. A card the account already has keeps
   * the account's schedule (and its reviews); today's selection stays the account's (the guest's expires with it).
   */
  async cards(trx, fromId, toId) {
    await sql`update user_cards set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from user_cards u2 where u2.user_id = ${toId} and u2.card_id = user_cards.card_id)`.execute(trx);
    await sql`update reviews set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from user_cards u2 where u2.user_id = ${fromId} and u2.card_id = reviews.card_id)`.execute(trx);
    await sql`update bookmarks set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from bookmarks b2 where b2.user_id = ${toId} and b2.card_id = bookmarks.card_id)`.execute(trx);
    await trx.updateTable('decisions').set({ user_id: toId }).where('user_id', '=', fromId).execute();
    await trx.updateTable('training_sessions').set({ user_id: toId }).where('user_id', '=', fromId).execute();
  },
  /** Tests and game rounds are history; the run toward the game's points is the account's if it has one. */
  async testsAndGame(trx, fromId, toId) {
    await trx.updateTable('level_tests').set({ user_id: toId }).where('user_id', '=', fromId).execute();
    await trx.updateTable('game_rounds').set({ user_id: toId }).where('user_id', '=', fromId).execute();
    const own = await trx.selectFrom('game_progress').select('user_id').where('user_id', '=', toId).executeTakeFirst();
    if (!own) await trx.updateTable('game_progress').set({ user_id: toId }).where('user_id', '=', fromId).execute();
  },
  async dailyGoal(trx, fromId, toId, now) {
    const [from, to] = await Promise.all([
      trx.selectFrom('users').select('daily_goal').where('id', '=', fromId).executeTakeFirstOrThrow(),
      trx.selectFrom('users').select('daily_goal').where('id', '=', toId).executeTakeFirstOrThrow(),
    ]);
    if (to.daily_goal === null && from.daily_goal !== null) await updateUser(trx, toId, { daily_goal: from.daily_goal }, now);
  },
  async level(trx, fromId, toId, now) {
    const [from, to] = await Promise.all([
      trx.selectFrom('users').select(['level', 'test_rejected', 'test_result']).where('id', '=', fromId).executeTakeFirstOrThrow(),
      trx.selectFrom('users').select(['level', 'test_rejected', 'test_result']).where('id', '=', toId).executeTakeFirstOrThrow(),
    ]);
    // A level the account never fixed takes the guest's test result.
    if (!to.test_result && !to.test_rejected && (from.test_result || from.test_rejected)) {
      await updateUser(trx, toId, from, now);
    }
  },
  async pushTokens(trx, fromId, toId) {
    // The device the guest used is the account's device now: its pushes follow the account.
    await trx.updateTable('push_tokens').set({ user_id: toId }).where('user_id', '=', fromId).execute();
  },
  async friends(trx, fromId, toId) {
    // The guest's friends become the account's (issue 31: a guest signs up or logs in to keep them); a friendship
    // the account already has, or one with the account itself, is left to go with the guest.
    await sql`update friendships set user_id = ${toId}
      where user_id = ${fromId} and friend_id <> ${toId} and not exists (
        select 1 from friendships f2 where f2.user_id = ${toId} and f2.friend_id = friendships.friend_id)`.execute(trx);
    await sql`update friendships set friend_id = ${toId}
      where friend_id = ${fromId} and user_id <> ${toId} and not exists (
        select 1 from friendships f2 where f2.friend_id = ${toId} and f2.user_id = friendships.user_id)`.execute(trx);
    await sql`update friend_invites set user_id = ${toId}
      where user_id = ${fromId} and not exists (select 1 from friend_invites i2 where i2.user_id = ${toId})`.execute(trx);
    await sql`update friend_settings set user_id = ${toId}
      where user_id = ${fromId} and not exists (select 1 from friend_settings s2 where s2.user_id = ${toId})`.execute(trx);
  },
  async milestones(trx, fromId, toId) {
    // Milestones the guest reached (and their answered offers) are the account's; one it reached too keeps its own.
    await sql`update milestones set user_id = ${toId}
      where user_id = ${fromId} and not exists (
        select 1 from milestones m2 where m2.user_id = ${toId} and m2.milestone = milestones.milestone)`.execute(trx);
  },
  async reminderSettings(trx, fromId, toId) {
    // Reminder choices made as a guest carry over unless the account has its own.
    const own = await trx.selectFrom('reminder_settings').select('user_id').where('user_id', '=', toId).executeTakeFirst();
    if (!own) await trx.updateTable('reminder_settings').set({ user_id: toId }).where('user_id', '=', fromId).execute();
  },
};

export async function mergeUserInto(trx: Transaction<Database>, fromId: number, toId: number, now: number): Promise<void> {
  if (fromId === toId) return;
  // Both learners' other changes (an answer on another node) wait until the merge is done; in id order, so two
  // merges never wait on each other.
  for (const id of [fromId, toId].sort((x, y) => x - y)) await lockLearner(trx, id);
  for (const step of Object.values(steps)) await step(trx, fromId, toId, now);
  await trx.deleteFrom('users').where('id', '=', fromId).execute();
}
