import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../lib/http-errors';
import type { UserRow } from '../users/users.repository';
import type { FriendsService } from './friends.service';
import { VkApiError, type VkUserApi } from './vk-api';

export interface VkFriendsDeps {
  db: Db;
  vk: VkUserApi;
  friends: FriendsService;
}

/** IN lists stay well under SQLite's and PostgreSQL's parameter limits (VK allows 10,000 friends). */
const CHUNK = 500;

function explain(e: unknown): never {
  if (!(e instanceof VkApiError)) throw e;
  if (e.failure === 'token') throw new HttpError(422, 'friends.vk.token', { code: 'vk-token', errors: { token: [{ key: 'friends.vk.token' }] } });
  if (e.failure === 'scope') throw new HttpError(422, 'friends.vk.scope', { code: 'vk-scope', errors: { token: [{ key: 'friends.vk.scope' }] } });
  throw new HttpError(502, 'friends.vk.unavailable', { code: 'vk-unavailable' });
}

/**
 * The learner's VK friends who use Slovo, found with the learner's own VK token (docs/decisions/0042-vk-friends.md).
 * The server never takes VK ids from the client: VK names the friends, and only for the token's owner, who must be
 * the signed-in learner. Adding one re-asks VK, so a friendship is made only between VK friends.
 */
export function vkFriendsFinder({ db, vk, friends }: VkFriendsDeps) {
  async function verifiedFriends(me: UserRow, token: string) {
    const identity = await db.selectFrom('identities').select('provider_user_id').where('user_id', '=', me.id).where('provider', '=', 'vk').executeTakeFirst();
    if (!identity) throw new HttpError(403, 'friends.vk.notLinked', { code: 'vk-not-linked' });
    let vkIds: number[];
    try {
      const owner = await vk.ownerOf(token);
      // A token of someone else's VK account (leaked, or another learner's) would list their friends, not ours.
      if (String(owner) !== identity.provider_user_id) throw new HttpError(403, 'friends.vk.otherUser', { code: 'vk-other-user' });
      vkIds = await vk.appFriends(token);
    } catch (e) {
      explain(e);
    }
    const found: Array<{ id: number; name: string; avatar: string | null }> = [];
    const keys = [...new Set(vkIds.map(String))];
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await db
        .selectFrom('identities as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['u.id', 'u.name', 'u.avatar_url'])
        .where('i.provider', '=', 'vk')
        .where('i.provider_user_id', 'in', keys.slice(i, i + CHUNK))
        .where('u.id', '!=', me.id)
        .execute();
      for (const r of rows) found.push({ id: r.id, name: r.name, avatar: r.avatar_url });
    }
    return found;
  }

  return {
    /** `{id, name, avatar, alreadyFriend}` of each VK friend with a Slovo account, by name. */
    async find(me: UserRow, token: string) {
      const found = await verifiedFriends(me, token);
      const mine = new Set<number>();
      for (let i = 0; i < found.length; i += CHUNK) {
        const ids = found.slice(i, i + CHUNK).map((f) => f.id);
        const rows = await db.selectFrom('friendships').select('friend_id').where('user_id', '=', me.id).where('friend_id', 'in', ids).execute();
        for (const r of rows) mine.add(r.friend_id);
      }
      return found.map((f) => ({ ...f, alreadyFriend: mine.has(f.id) })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
    /** Makes a found VK friend a friend at once; 404 for anyone VK does not name as the learner's friend. */
    async add(me: UserRow, friendId: number, token: string) {
      const found = await verifiedFriends(me, token);
      if (!found.some((f) => f.id === friendId)) throw notFound();
      return friends.befriendVerified(me, friendId);
    },
  };
}
