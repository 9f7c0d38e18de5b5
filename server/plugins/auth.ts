import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { forbidden, unauthenticated } from '../lib/http-errors';
import { sha256 } from '../lib/tokens';
import { findUserById, type UserRow } from '../modules/users/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** Set when the caller authenticated with a bearer token (the VK mini app), so logout can revoke it. */
    accessTokenId: number | null;
  }
}

/** Resolves the caller: a bearer token (inside VK, where cookies are often blocked) or the cookie session. */
export default fp(
  async (app: FastifyInstance, opts: { db: Db; now: () => number }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accessTokenId', null);

    app.addHook('preHandler', async (request) => {
      const header = request.headers.authorization ?? '';
      const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
      if (bearer) {
        const now = opts.now();
        const token = await opts.db
          .selectFrom('personal_access_tokens')
          .select(['id', 'user_id', 'expires_at', 'last_used_at'])
          .where('token_hash', '=', sha256(bearer))
          .executeTakeFirst();
        if (!token || (token.expires_at !== null && token.expires_at <= now)) throw unauthenticated();
        request.accessTokenId = token.id;
        request.user = (await findUserById(opts.db, token.user_id)) ?? null;
        if (!request.user) throw unauthenticated();
        // Written at most once a minute: a hot path should not write on every call.
        if (!token.last_used_at || now - token.last_used_at > 60_000) {
          await opts.db.updateTable('personal_access_tokens').set({ last_used_at: now }).where('id', '=', token.id).execute();
        }
        return;
      }
      const userId = request.session?.record.userId;
      if (userId) {
        request.user = (await findUserById(opts.db, userId)) ?? null;
        if (!request.user && request.session) {
          request.session.record.userId = null;
          request.session.dirty = true;
        }
      }
    });
  },
  { name: 'auth', dependencies: ['session'] },
);

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.is_admin !== 1) throw forbidden();
  return user;
}
