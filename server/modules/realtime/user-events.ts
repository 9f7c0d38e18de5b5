import type { FastifyInstance, FastifyRequest } from 'fastify';
import { progressOf } from '../progress/progress.service';
import type { UserRow } from '../users/users.repository';
import { userChannelName } from './channels';

/**
 * What the product tells a learner live, named as Laravel broadcasts its event classes, so the client's
 * `listen('PointsAwarded')` (namespace App.Events) receives them. Sent on the learner's own channel.
 */
export const USER_EVENTS = {
  cardModerated: 'App\\Events\\CardModerated',
  pointsAwarded: 'App\\Events\\PointsAwarded',
  streakChanged: 'App\\Events\\StreakChanged',
  newCardsAvailable: 'App\\Events\\NewCardsAvailable',
  botMessage: 'App\\Events\\BotMessage',
  friendsChanged: 'App\\Events\\FriendsChanged',
  friendNudged: 'App\\Events\\FriendNudged',
  friendProgress: 'App\\Events\\FriendProgress',
} as const;

export type UserEvent = (typeof USER_EVENTS)[keyof typeof USER_EVENTS];

/** The tab that made the request already knows (Echo sends X-Socket-Id): others, Laravel's toOthers(). */
export const senderSocket = (request?: FastifyRequest) => {
  const id = request?.headers['x-socket-id'];
  return typeof id === 'string' && /^\d+\.\d+$/.test(id) ? id : null;
};

/** Never fails the caller: a live update is a courtesy, the data is already saved. */
export async function notifyUser(app: FastifyInstance, userId: number, event: UserEvent, data: object, request?: FastifyRequest): Promise<void> {
  try {
    await app.realtime.broadcast({ channels: [userChannelName(userId)], event, data, exceptSocketId: senderSocket(request) });
  } catch (err) {
    app.log.warn({ err, event, userId }, 'realtime event not sent');
  }
}

/** After points were paid and/or a day counted: the new totals, so every open tab and device shows them. */
export async function announceProgress(app: FastifyInstance, request: FastifyRequest, user: UserRow, change: { points: number; reason: string; streak?: boolean }) {
  if (change.points <= 0 && !change.streak) return;
  const progress = await progressOf(app.db, user, app.clock.now());
  if (change.points > 0) {
    await notifyUser(app, user.id, USER_EVENTS.pointsAwarded, { amount: change.points, reason: change.reason, total: progress.points }, request);
    await notifyFriends(app, user.id);
  }
  if (change.streak) {
    await notifyUser(app, user.id, USER_EVENTS.streakChanged, { streak: progress.streak, best: progress.streakBest, freezes: progress.streakFreezes }, request);
  }
}

/** A learner earned points: friends with the league open refresh it (nothing is sent for one who hides activity). */
async function notifyFriends(app: FastifyInstance, userId: number): Promise<void> {
  try {
    const hidden = await app.db.selectFrom('friend_settings').select('user_id').where('user_id', '=', userId).where('share_activity', '=', 0).executeTakeFirst();
    if (hidden) return;
    const friends = await app.db.selectFrom('friendships').select('friend_id').where('user_id', '=', userId).execute();
    if (friends.length === 0) return;
    await app.realtime.broadcast({ channels: friends.map((f) => userChannelName(f.friend_id)), event: USER_EVENTS.friendProgress, data: { id: userId }, exceptSocketId: null });
  } catch (err) {
    app.log.warn({ err, userId }, 'friends not told of progress');
  }
}
