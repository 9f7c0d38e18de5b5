import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomToken, safeEqual, sha256 } from '../lib/tokens';
import type { SessionRecord, SessionStore } from '../modules/sessions/session-store';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const SLIDE_EVERY_MS = 60_000;
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STATIC_PATH = /^\/(assets|photos|uploads|icons)\/|^\/(sw\.js|manifest\.webmanifest|favicon[^/]*|health)$/;

/** A server-side session, Laravel style: a random id in an httpOnly cookie, the record in the store. */
export interface Session {
  idHash: string;
  cookieValue: string;
  record: SessionRecord;
  dirty: boolean;
  destroyed: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * false for endpoints that prove themselves otherwise (signed launch params, signed server-to-server calls).
     * Such a route sees the cookie session's user only when the request also echoed the XSRF token (plugins/auth).
     */
    csrf?: boolean;
  }
}

/**
 * Whether the request echoed its session's XSRF token (Sanctum: X-XSRF-TOKEN, raw or URL-encoded as read from
 * document.cookie, or X-CSRF-TOKEN as Echo sends it). Only a page that can read our cookie can do that, so it proves
 * the request comes from our own origin. A malformed header is simply no proof (never a 500).
 */
export function csrfProven(request: FastifyRequest): boolean {
  const expected = request.session?.record.csrfToken;
  const sent = request.headers['x-xsrf-token'] ?? request.headers['x-csrf-token'];
  if (!expected || typeof sent !== 'string') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(sent);
  } catch {
    return false;
  }
  return safeEqual(decoded, expected);
}

function newSession(request: FastifyRequest, now: number, lifetimeMs: number, userId: number | null, data = {}): Session {
  const cookieValue = randomToken(32);
  return {
    idHash: sha256(cookieValue),
    cookieValue,
    record: {
      userId,
      csrfToken: randomToken(32),
      data,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      lastActivity: now,
      expiresAt: now + lifetimeMs,
    },
    dirty: true,
    destroyed: [],
  };
}

export interface SessionOptions {
  store: SessionStore;
  cookieName: string;
  lifetimeMs: number;
  secure: boolean;
  sameSite: 'lax' | 'strict' | 'none';
  now: () => number;
}

export interface SessionApi {
  /** The current session, created when the visitor has none yet. */
  ensure(request: FastifyRequest): Session;
  /** Login: a new session id (against fixation) and a new CSRF token, keeping the session's data. */
  login(request: FastifyRequest, userId: number, opts?: { remember?: boolean }): Session;
  /** Logout: the old session is gone; a fresh anonymous one carries a new CSRF token. */
  logout(request: FastifyRequest): Session;
  destroyForUser(userId: number, except?: Session | null): Promise<void>;
  /** The store itself, for maintenance tasks and tests that inspect a session. */
  store: SessionStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionApi;
  }
}

export default fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    await app.register(cookie);
    const { store, lifetimeMs, now } = opts;

    const api: SessionApi = {
      ensure(request) {
        request.session ??= newSession(request, now(), lifetimeMs, null);
        return request.session;
      },
      login(request, userId, { remember = true } = {}) {
        const old = request.session;
        const fresh = newSession(request, now(), remember ? lifetimeMs : Math.min(lifetimeMs, 2 * 3600_000), userId, old?.record.data ?? {});
        if (old) fresh.destroyed.push(old.idHash, ...old.destroyed);
        request.session = fresh;
        return fresh;
      },
      logout(request) {
        const old = request.session;
        const fresh = newSession(request, now(), lifetimeMs, null);
        if (old) fresh.destroyed.push(old.idHash, ...old.destroyed);
        request.session = fresh;
        return fresh;
      },
      destroyForUser: (userId, except) => store.destroyForUser(userId, except?.idHash),
      store,
    };
    app.decorate('sessions', api);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      // Files (built assets, photos, uploads) need no session: no store read, and no Set-Cookie on cacheable answers.
      if (STATIC_PATH.test(request.url)) return;
      const value = request.cookies[opts.cookieName];
      if (!value) return;
      const idHash = sha256(value);
      const record = await store.get(idHash, now());
      if (record) request.session = { idHash, cookieValue: value, record, dirty: false, destroyed: [] };
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.session;
      if (!session) return;
      const t = now();
      const sliding = !session.dirty && t - session.record.lastActivity > SLIDE_EVERY_MS;
      if (sliding) {
        session.record.lastActivity = t;
        session.record.expiresAt = t + lifetimeMs;
        session.dirty = true;
      }
      try {
        for (const idHash of session.destroyed) await store.destroy(idHash);
        session.destroyed = [];
        if (session.dirty) {
          await store.set(session.idHash, session.record, t);
          session.dirty = false;
        }
      } catch (err) {
        // Only moving the expiry forward can wait for the next request; a new or changed session cannot.
        if (sliding) {
          request.log.warn({ reason: (err as Error).message }, 'session expiry not extended: store unavailable');
          return;
        }
        // The error answer passes through this hook again: without a session it writes nothing and sets no cookie.
        request.session = null;
        throw err;
      }
      const common = { path: '/', secure: opts.secure, sameSite: opts.sameSite, maxAge: Math.floor((session.record.expiresAt - t) / 1000) };
      // Serialized here and added in one call, after any cookie the route set (@fastify/cookie's onSend hook, which
      // runs before this one, has written those): the same two Set-Cookie lines reply.setCookie wrote, without its
      // per-cookie map and the read-remove-write of the header for each of them (bench profile).
      reply.header('set-cookie', [
        app.serializeCookie(opts.cookieName, session.cookieValue, { ...common, httpOnly: true }),
        app.serializeCookie(XSRF_COOKIE, session.record.csrfToken, { ...common, httpOnly: false }),
      ]);
    });
  },
  { name: 'session' },
);
