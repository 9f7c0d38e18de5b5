import { randomInt } from 'node:crypto';
import type { Config } from '../../config/env';
import { type Db, inTransaction } from '../../db/database';
import { localDay } from '../../domain/local-day';
import { HttpError, notFound } from '../../lib/http-errors';
import type { Clock } from '../../lib/clock';
import { AWARDS, award } from '../points/ledger';
import { currentStreak, currentStreaks } from '../streaks/streak.service';
import type { UserRow } from '../users/users.repository';
import { sharedStreak } from './friend-streak';
import { CODE_ALPHABET, CODE_LENGTH, codePattern, FRIEND_RULES } from './rules';
import { leagueWeek } from './week';

export interface FriendsDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'appUrl'>;
}

const conflict = (key: 'friends.self' | 'friends.already' | 'friends.full' | 'friends.streaksFull' | 'friends.trainedToday') =>
  new HttpError(409, key, { code: key.slice('friends.'.length) });

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Learners' friends: invites, the list, friend streaks, the weekly league and nudges (docs/api.md "Friends"). */
export function friendsService({ db, clock, config }: FriendsDeps) {
  const inviteUrl = (code: string) => `${config.appUrl}/invite/${code}`;

  async function sharing(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const hidden = await db.selectFrom('friend_settings').select('user_id').where('user_id', 'in', ids).where('share_activity', '=', 0).execute();
    const off = new Set(hidden.map((r) => r.user_id));
    return new Set(ids.filter((id) => !off.has(id)));
  }

  /** Points earned by each learner since `from` (and before `to`). */
  async function pointsSince(ids: number[], from: number, to = Number.MAX_SAFE_INTEGER): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('points_ledger')
      .select(['user_id'])
      .select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('user_id', 'in', ids)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [r.user_id, Number(r.total ?? 0)]));
  }

  async function activeDays(ids: number[], since: string): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return out;
    const rows = await db.selectFrom('streak_days').select(['user_id', 'day']).where('user_id', 'in', ids).where('kind', '=', 'active').where('day', '>=', since).execute();
    for (const r of rows) out.get(r.user_id)!.push(r.day);
    return out;
  }

  /** The learner's friendships (or the one with `only`), oldest first, with what the list shows of each friend. */
  function friendRows(userId: number, only?: number) {
    let q = db
      .selectFrom('friendships as f')
      .innerJoin('users as u', 'u.id', 'f.friend_id')
      .select(['u.id', 'u.name', 'u.avatar_url', 'u.level', 'u.timezone', 'u.vacation_since', 'f.streak as keepsStreak', 'f.created_at'])
      .where('f.user_id', '=', userId);
    if (only !== undefined) q = q.where('f.friend_id', '=', only);
    return q.orderBy('f.created_at').execute();
  }

  async function friendOf(me: UserRow, friendId: number) {
    const [friend] = await list_(me, friendId);
    if (!friend) throw notFound();
    return friend;
  }

  const lookbackFrom = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) - FRIEND_RULES.streakLookbackDays * 86_400_000).toISOString().slice(0, 10);

  async function list_(me: UserRow, only?: number) {
    const now = clock.now();
    const rows = await friendRows(me.id, only);
    const ids = rows.map((r) => r.id);
    const shared = await sharing(ids);
    const week = leagueWeek(now, me.timezone);
    const today = localDay(now, me.timezone);
    const streakIds = rows.filter((r) => r.keepsStreak === 1 && shared.has(r.id)).map((r) => r.id);
    const [points, days, nudged, streaks] = await Promise.all([
      pointsSince([...shared], week.from),
      activeDays(streakIds.length ? [me.id, ...streakIds] : [], lookbackFrom(today)),
      ids.length
        ? db.selectFrom('friend_nudges').select('friend_id').where('user_id', '=', me.id).where('day', '=', today).where('friend_id', 'in', ids).execute()
        : Promise.resolve([]),
      currentStreaks(db, rows.filter((r) => shared.has(r.id)), now),
    ]);
    const nudgedToday = new Set(nudged.map((n) => n.friend_id));
    return rows.map((r) => {
      const visible = shared.has(r.id);
      const streak = visible ? streaks.get(r.id) : undefined;
      return {
        id: r.id,
        name: r.name,
        avatar: r.avatar_url,
        level: r.level,
        sharesActivity: visible,
        streak: streak ? streak.current : null,
        trainedToday: streak ? streak.lastDay === localDay(now, r.timezone) : null,
        weekPoints: visible ? (points.get(r.id) ?? 0) : null,
        keepsStreak: r.keepsStreak === 1,
        friendStreak: streakIds.includes(r.id) ? sharedStreak(days.get(me.id) ?? [], days.get(r.id) ?? [], today) : null,
        nudgedToday: nudgedToday.has(r.id),
        since: new Date(r.created_at).toISOString(),
      };
    });
  }

  async function countOf(trx: Db, userId: number, streakOnly = false) {
    let q = trx.selectFrom('friendships').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId);
    if (streakOnly) q = q.where('streak', '=', 1);
    return Number((await q.executeTakeFirst())?.n ?? 0);
  }

  /** Both sides of a new friendship in one transaction; each side keeps a friend streak while it has room. */
  async function befriend(me: UserRow, friendId: number, invitedBy: number | null) {
    if (friendId === me.id) throw conflict('friends.self');
    const now = clock.now();
    await inTransaction(db, async (trx) => {
      const exists = await trx.selectFrom('friendships').select('user_id').where('user_id', '=', me.id).where('friend_id', '=', friendId).executeTakeFirst();
      if (exists) throw conflict('friends.already');
      if ((await countOf(trx, me.id)) >= FRIEND_RULES.maxFriends || (await countOf(trx, friendId)) >= FRIEND_RULES.maxFriends) throw conflict('friends.full');
      const room = async (id: number) => ((await countOf(trx, id, true)) < FRIEND_RULES.maxStreakFriends ? 1 : 0);
      await trx
        .insertInto('friendships')
        .values([
          { user_id: me.id, friend_id: friendId, invited_by: invitedBy, streak: await room(me.id), created_at: now },
          { user_id: friendId, friend_id: me.id, invited_by: invitedBy, streak: await room(friendId), created_at: now },
        ])
        .execute();
    }).catch((e: unknown) => {
      // Two accepts at once: the primary key keeps one friendship, the other is told it exists.
      if (e instanceof HttpError) throw e;
      if (/unique|duplicate|primary key/i.test(String((e as Error)?.message))) throw conflict('friends.already');
      throw e;
    });
    return friendOf(me, friendId);
  }

  return {
    list: (me: UserRow) => list_(me),
    /**
     * Friend streaks that end tonight unless the learner trains: the learner has not trained today and the streak
     * stands on yesterday. Longest first (the evening reminder names the first).
     */
    async streaksAtRisk(me: UserRow) {
      if ((await currentStreak(db, me, clock.now())).today) return [];
      return (await list_(me))
        .filter((f) => (f.friendStreak ?? 0) > 0)
        .map((f) => ({ id: f.id, name: f.name, friendStreak: f.friendStreak! }))
        .sort((a, b) => b.friendStreak - a.friendStreak || a.id - b.id);
    },
    /** A friendship made at once, without an invite: only for a friend the caller proved (a VK friend, vk-friends.ts). */
    befriendVerified: (me: UserRow, friendId: number) => befriend(me, friendId, null),

    async league(me: UserRow) {
      const now = clock.now();
      const week = leagueWeek(now, me.timezone);
      const friends = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', me.id).execute();
      const ids = [...(await sharing(friends.map((f) => f.friend_id))), me.id];
      const [users, thisWeek, lastWeek] = await Promise.all([
        db.selectFrom('users').select(['id', 'name', 'avatar_url']).where('id', 'in', ids).execute(),
        pointsSince(ids, week.from),
        pointsSince(ids, week.previous.from, week.from),
      ]);
      const rows = users
        .map((u) => ({ id: u.id, name: u.name, avatar: u.avatar_url, weekPoints: thisWeek.get(u.id) ?? 0, me: u.id === me.id }))
        .sort((a, b) => b.weekPoints - a.weekPoints || a.name.localeCompare(b.name) || a.id - b.id);
      // Competition ranking: equal points share a rank, the next rank skips (1, 2, 2, 4).
      const ranked = rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.weekPoints > r.weekPoints).length }));
      const best = users
        .map((u) => ({ id: u.id, name: u.name, weekPoints: lastWeek.get(u.id) ?? 0 }))
        .filter((u) => u.weekPoints > 0)
        .sort((a, b) => b.weekPoints - a.weekPoints || a.id - b.id)[0];
      return { data: ranked, meta: { weekStart: week.weekStart, lastWinner: best ?? null } };
    },

    async invite(me: UserRow) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const current = await db.selectFrom('friend_invites').select('code').where('user_id', '=', me.id).executeTakeFirst();
        if (current) return { code: current.code, url: inviteUrl(current.code) };
        await db
          .insertInto('friend_invites')
          .values({ user_id: me.id, code: newCode(), created_at: clock.now() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      throw new Error('no free invite code');
    },

    async revoke(me: UserRow) {
      await db.deleteFrom('friend_invites').where('user_id', '=', me.id).execute();
    },

    /** Who invites: what the invite's landing page shows before the visitor signs in. */
    async inviter(code: string) {
      if (!codePattern.test(code)) throw notFound();
      const row = await db
        .selectFrom('friend_invites as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['u.id', 'u.name', 'u.avatar_url'])
        .where('i.code', '=', code)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { name: row.name, avatar: row.avatar_url };
    },

    async accept(me: UserRow, code: string) {
      if (!codePattern.test(code)) throw notFound();
      const row = await db.selectFrom('friend_invites').select('user_id').where('code', '=', code).executeTakeFirst();
      if (!row) throw notFound();
      return befriend(me, row.user_id, row.user_id);
    },

    async remove(me: UserRow, friendId: number) {
      const res = await db
        .deleteFrom('friendships')
        .where((eb) => eb.or([eb.and([eb('user_id', '=', me.id), eb('friend_id', '=', friendId)]), eb.and([eb('user_id', '=', friendId), eb('friend_id', '=', me.id)])]))
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound();
    },

    async keepStreak(me: UserRow, friendId: number, keep: boolean) {
      await inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('friendships').select('streak').where('user_id', '=', me.id).where('friend_id', '=', friendId).executeTakeFirst();
        if (!row) throw notFound();
        if (keep && row.streak !== 1 && (await countOf(trx, me.id, true)) >= FRIEND_RULES.maxStreakFriends) throw conflict('friends.streaksFull');
        await trx.updateTable('friendships').set({ streak: keep ? 1 : 0 }).where('user_id', '=', me.id).where('friend_id', '=', friendId).execute();
      });
      return friendOf(me, friendId);
    },

    /**
     * Claims today's nudge of this friend (the sender's local day); the caller delivers it. 404 for someone who is
     * not a friend, 409 when the friend already trained today, 429 for a second nudge the same day.
     */
    async claimNudge(me: UserRow, friendId: number) {
      const now = clock.now();
      const friend = await db
        .selectFrom('friendships as f')
        .innerJoin('users as u', 'u.id', 'f.friend_id')
        .selectAll('u')
        .where('f.user_id', '=', me.id)
        .where('f.friend_id', '=', friendId)
        .executeTakeFirst();
      if (!friend) throw notFound();
      const streak = await currentStreak(db, friend, now);
      if (streak.lastDay === localDay(now, friend.timezone)) throw conflict('friends.trainedToday');
      const claimed = await db
        .insertInto('friend_nudges')
        .values({ user_id: me.id, friend_id: friendId, day: localDay(now, me.timezone), created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'friend_id', 'day']).doNothing())
        .returning('friend_id')
        .executeTakeFirst();
      if (!claimed) throw new HttpError(429, 'friends.nudgedToday', { code: 'nudged-today' });
      return friend;
    },

    async settings(me: UserRow) {
      return { shareActivity: (await sharing([me.id])).has(me.id) };
    },

    async saveSettings(me: UserRow, shareActivity: boolean) {
      const values = { share_activity: shareActivity ? 1 : 0, updated_at: clock.now() };
      await db.insertInto('friend_settings').values({ user_id: me.id, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
      return { shareActivity };
    },

    /** After a learner's first finished training: their inviter earns the joined points, once per friend. */
    async rewardInviter(me: UserRow): Promise<number | null> {
      const row = await db
        .selectFrom('friendships')
        .select('invited_by')
        .where('user_id', '=', me.id)
        .where('invited_by', 'is not', null)
        .where('invited_by', '!=', me.id)
        .orderBy('created_at')
        .executeTakeFirst();
      if (!row?.invited_by) return null;
      return (await award(db, row.invited_by, AWARDS.friendJoined(me.id), clock.now())) ? row.invited_by : null;
    },
  };
}

export type FriendsService = ReturnType<typeof friendsService>;
