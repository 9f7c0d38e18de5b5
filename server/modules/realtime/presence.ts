import type { Redis } from 'ioredis';

/** One member of a presence channel, exactly as signed in its channel_data (user_id keeps its JSON type). */
export interface Member {
  user_id: string | number;
  user_info?: unknown;
}

/**
 * Who is in each presence channel, counted per connection so that a user with two tabs joins once and leaves once.
 * The Redis implementation is shared by every node: unlike Reverb (laravel/reverb#273), a member on another node is
 * listed in subscription_succeeded and announced to everyone.
 */
export interface PresenceStore {
  /** Adds one connection; true when this made the user a member (announce member_added). */
  join(channel: string, connection: string, member: Member): Promise<boolean>;
  /** Removes one connection; the member when it was the user's last one (announce member_removed). */
  leave(channel: string, connection: string): Promise<Member | null>;
  members(channel: string): Promise<Member[]>;
}

const userKey = (m: Member) => String(m.user_id);

export function memoryPresence(): PresenceStore {
  const channels = new Map<string, { connections: Map<string, string>; users: Map<string, { count: number; member: Member }> }>();
  const get = (channel: string) => {
    let c = channels.get(channel);
    if (!c) channels.set(channel, (c = { connections: new Map(), users: new Map() }));
    return c;
  };
  return {
    async join(channel, connection, member) {
      const c = get(channel);
      if (c.connections.has(connection)) return false;
      const key = userKey(member);
      c.connections.set(connection, key);
      const entry = c.users.get(key);
      if (entry) {
        entry.count++;
        return false;
      }
      c.users.set(key, { count: 1, member });
      return true;
    },
    async leave(channel, connection) {
      const c = channels.get(channel);
      const key = c?.connections.get(connection);
      if (!c || key === undefined) return null;
      c.connections.delete(connection);
      const entry = c.users.get(key)!;
      if (--entry.count > 0) return null;
      c.users.delete(key);
      if (c.connections.size === 0) channels.delete(channel);
      return entry.member;
    },
    async members(channel) {
      return [...(channels.get(channel)?.users.values() ?? [])].map((e) => e.member);
    },
  };
}

// Each script runs atomically in Redis, so two nodes joining or leaving at once still announce each change once.
const JOIN = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('SADD', KEYS[4], ARGV[4])
redis.call('SADD', KEYS[5], ARGV[5])
if redis.call('HINCRBY', KEYS[2], ARGV[2], 1) == 1 then
  redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
  return 1
end
return 0`;

const LEAVE = `
local user = redis.call('HGET', KEYS[1], ARGV[1])
if not user then return false end
redis.call('HDEL', KEYS[1], ARGV[1])
if redis.call('HINCRBY', KEYS[2], user, -1) > 0 then return false end
redis.call('HDEL', KEYS[2], user)
local member = redis.call('HGET', KEYS[3], user)
redis.call('HDEL', KEYS[3], user)
return member`;

export interface RedisPresence extends PresenceStore {
  /** Renews this node's heartbeat. */
  heartbeat(): Promise<void>;
  /** Removes the connections of nodes whose heartbeat expired; returns what to announce as member_removed. */
  reapDeadNodes(): Promise<Array<{ channel: string; member: Member }>>;
  /** Forgets this node (graceful shutdown, after its connections have left). */
  retire(): Promise<void>;
}

/**
 * Keys (under the configured prefix): `rt:presence:{channel}:conns` connection → user, `…:counts` user → number of
 * connections, `…:members` user → member JSON; `rt:nodes` every node holding presence connections, `rt:node:{id}`
 * its heartbeat, `rt:node:{id}:channels` the channels it has connections in. Connections are `{nodeId}|{socketId}`.
 */
export function redisPresence(redis: Redis, prefix: string, nodeId: string, ttlMs: number): RedisPresence {
  const keys = (channel: string) => [`${prefix}rt:presence:${channel}:conns`, `${prefix}rt:presence:${channel}:counts`, `${prefix}rt:presence:${channel}:members`];
  const nodesKey = `${prefix}rt:nodes`;
  const aliveKey = (node: string) => `${prefix}rt:node:${node}`;
  const channelsKey = (node: string) => `${prefix}rt:node:${node}:channels`;
  const parse = (json: string) => JSON.parse(json) as Member;

  const leave = async (channel: string, connection: string) => {
    const member = (await redis.eval(LEAVE, 3, ...keys(channel), connection)) as string | null;
    return member ? parse(member) : null;
  };

  return {
    async join(channel, connection, member) {
      const added = await redis.eval(JOIN, 5, ...keys(channel), channelsKey(nodeId), nodesKey, connection, userKey(member), JSON.stringify(member), channel, nodeId);
      return added === 1;
    },
    leave,
    async members(channel) {
      return (await redis.hvals(keys(channel)[2]!)).map(parse);
    },
    async heartbeat() {
      await redis.set(aliveKey(nodeId), '1', 'PX', ttlMs);
    },
    async reapDeadNodes() {
      const removed: Array<{ channel: string; member: Member }> = [];
      for (const node of await redis.smembers(nodesKey)) {
        if (node === nodeId || (await redis.exists(aliveKey(node)))) continue;
        for (const channel of await redis.smembers(channelsKey(node))) {
          const connections = Object.keys(await redis.hgetall(keys(channel)[0]!)).filter((c) => c.startsWith(`${node}|`));
          for (const connection of connections) {
            const member = await leave(channel, connection);
            if (member) removed.push({ channel, member });
          }
        }
        await redis.del(channelsKey(node));
        await redis.srem(nodesKey, node);
      }
      return removed;
    },
    async retire() {
      await redis.del(aliveKey(nodeId), channelsKey(nodeId));
      await redis.srem(nodesKey, nodeId);
    },
  };
}
