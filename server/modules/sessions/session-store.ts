import type { Redis } from 'ioredis';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';

/** What a session holds. The cookie carries a random id; stores key the record by its SHA-256 only. */
export interface SessionRecord {
  userId: number | null;
  csrfToken: string;
  data: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  lastActivity: number;
  expiresAt: number;
}

export interface SessionStore {
  get(idHash: string, now: number): Promise<SessionRecord | null>;
  set(idHash: string, record: SessionRecord, now: number): Promise<void>;
  destroy(idHash: string): Promise<void>;
  destroyForUser(userId: number, exceptIdHash?: string): Promise<void>;
}

// Read on every request that carries a session cookie: compiled once (db/compiled.ts).
const liveSession = compiledOnce((db: Db, idHash: string, now: number) =>
  db.selectFrom('sessions').selectAll().where('id', '=', idHash).where('expires_at', '>', now),
);

export function databaseSessionStore(db: Db): SessionStore {
  return {
    async get(idHash, now) {
      const [row] = await liveSession(db, idHash, now);
      if (!row) return null;
      return {
        userId: row.user_id,
        csrfToken: row.csrf_token,
        data: JSON.parse(row.data) as Record<string, unknown>,
        ip: row.ip,
        userAgent: row.user_agent,
        lastActivity: row.last_activity,
        expiresAt: row.expires_at,
      };
    },
    async set(idHash, r) {
      const values = {
        user_id: r.userId,
        csrf_token: r.csrfToken,
        data: JSON.stringify(r.data),
        ip: r.ip,
        user_agent: r.userAgent?.slice(0, 512) ?? null,
        last_activity: r.lastActivity,
        expires_at: r.expiresAt,
      };
      await db
        .insertInto('sessions')
        .values({ id: idHash, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },
    async destroy(idHash) {
      await db.deleteFrom('sessions').where('id', '=', idHash).execute();
    },
    async destroyForUser(userId, exceptIdHash) {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptIdHash) q = q.where('id', '!=', exceptIdHash);
      await q.execute();
    },
  };
}

/** Several API nodes share sessions through Redis: one key per session, and a set per user for "log out everywhere". */
export function redisSessionStore(redis: Redis, prefix = 'slovo:session:'): SessionStore {
  const userKey = (id: number) => `${prefix}user:${id}`;
  return {
    async get(idHash, now) {
      const raw = await redis.get(prefix + idHash);
      if (!raw) return null;
      const record = JSON.parse(raw) as SessionRecord;
      return record.expiresAt > now ? record : null;
    },
    async set(idHash, record, now) {
      const ttl = Math.max(1, record.expiresAt - now);
      const multi = redis.multi().set(prefix + idHash, JSON.stringify(record), 'PX', ttl);
      if (record.userId !== null) multi.sadd(userKey(record.userId), idHash).pexpire(userKey(record.userId), ttl);
      await multi.exec();
    },
    async destroy(idHash) {
      await redis.del(prefix + idHash);
    },
    async destroyForUser(userId, exceptIdHash) {
      const ids = (await redis.smembers(userKey(userId))).filter((id) => id !== exceptIdHash);
      if (ids.length) await redis.del(...ids.map((id) => prefix + id));
      await redis.del(userKey(userId));
      if (exceptIdHash) await redis.sadd(userKey(userId), exceptIdHash);
    },
  };
}
