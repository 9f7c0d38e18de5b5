import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { csrfMismatch, forbidden, unauthenticated } from '../lib/http-errors';
import { sha256 } from '../lib/tokens';
import { findUserById, type UserRow } from '../modules/users/users.repository';
import { csrfProven, UNSAFE_METHODS } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** Set when the caller authenticated with a bearer token (the VK mini app), so logout can revoke it. */
    accessTokenId: number | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'user' (any signed-in account, guests included) or 'admin'. Enforced right after the
     * caller is resolved and before the route's schema is checked, so a stranger learns 401/403, not which input fits.
     */
    access?: 'user' | 'admin';
  }
}

/** One token after the scheme; anything else (nothing, two words, a novel) cannot be a token of ours. */
const BEARER = /^Bearer\s+(\S{1,512})$/i;

/**
 * Resolves the caller: a bearer token (inside VK, where cookies are often blocked) or the cookie session, then
 * enforces CSRF (Sanctum style) on state-changing requests.
 *
 * - An Authorization header that says Bearer must carry a valid token: a malformed, unknown or expired one is a 401,
 *   never a silent fall-back to the cookie session.
 * - CSRF is skipped only when a valid bearer token authenticated the request (a header the browser never adds on
 *   its own cannot be forged cross-site); every other state-changing request must echo the XSRF token, else 419.
 * - It runs at preValidation, before the route's schema: CSRF (419) and access (401/403) come before input (422).
 * - Routes that opt out of CSRF (`config.csrf: false`, they prove themselves otherwise) see the cookie session's
 *   user only when the request echoed the XSRF token anyway: a cross-site form cannot act on a victim's session.
 */
export default fp(
  async (app: FastifyInstance, opts: { db: Db; now: () => number }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('accessTokenId', null);

    async function fromBearer(request: FastifyRequest, header: string): Promise<void> {
      const bearer = BEARER.exec(header.trim())?.[1];
      if (!bearer) throw unauthenticated();
      const now = opts.now();
      const token = await opts.db
        .selectFrom('personal_access_tokens')
        .select(['id', 'user_id', 'expires_at', 'last_used_at'])
        .where('token_hash', '=', sha256(bearer))
        .executeTakeFirst();
      if (!token || (token.expires_at !== null && token.expires_at <= now)) throw unauthenticated();
      const user = await findUserById(opts.db, token.user_id);
      if (!user) throw unauthenticated();
      request.accessTokenId = token.id;
      request.user = user;
      // Written at most once a minute: a hot path should not write on every call.
      if (!token.last_used_at || now - token.last_used_at > 60_000) {
        await opts.db.updateTable('personal_access_tokens').set({ last_used_at: now }).where('id', '=', token.id).execute();
      }
    }

    async function resolveCaller(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization ?? '';
      if (/^\s*Bearer\b/i.test(header)) {
        await fromBearer(request, header);
        return;
      }
      const unsafe = UNSAFE_METHODS.has(request.method);
      const proven = csrfProven(request);
      if (unsafe && !proven) {
        if (request.routeOptions.config?.csrf !== false) throw csrfMismatch();
        return; // the cookie session is not this request's to use
      }
      const userId = request.session?.record.userId;
      if (userId) {
        request.user = (await findUserById(opts.db, userId)) ?? null;
        if (!request.user && request.session) {
          request.session.record.userId = null;
          request.session.dirty = true;
        }
      }
    }

    app.addHook('preValidation', async (request) => {
      await resolveCaller(request);
      const access = request.routeOptions.config?.access;
      if (access === 'admin') requireAdmin(request);
      else if (access === 'user') requireUser(request);
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

/** Route configs: `{ config: userOnly }` — checked before the schema (see FastifyContextConfig.access). */
export const userOnly = { access: 'user' } as const;
export const adminOnly = { access: 'admin' } as const;
