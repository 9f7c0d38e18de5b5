import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { randomToken, safeEqual } from '../../lib/tokens';
import { callerOf } from '../../plugins/caller';
import { attachPendingLevelTest } from '../level-test/level-test.service';
import { findUserById } from '../users/users.repository';
import { noContent } from '../../lib/route-schema';
import { signInWithIdentity } from './identities';
import { type OAuthProvider, vkidProvider, yandexProvider } from './oauth-providers';
import { needs } from '../../plugins/infrastructure';

const STATE_TTL_MS = 10 * 60_000;

interface PendingOAuth {
  provider: string;
  state: string;
  verifier: string;
  mode: 'login' | 'link';
  returnTo: string;
  createdAt: number;
}

/** Only our own paths: "/x" yes; "//evil", "/\\evil", "https://evil" no (no open redirect). */
export function safeReturnPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\r\n]/.test(value)) return '/';
  return value;
}

const providerParams = z.object({ provider: z.string() });
const redirectQuery = z.object({ mode: z.enum(['login', 'link']).default('login'), return: z.string().max(512).optional() });
const callbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  device_id: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
});

/**
 * VK ID and Yandex ID on the web: authorization code with state and PKCE, both held in our server-side session.
 * The browser leaves for the provider from /auth/{provider}/redirect and comes back to /auth/{provider}/callback,
 * which signs the session in and sends the browser to /oauth-logged-in (the client then loads the user).
 */
export const oauthRoutes = needs('oauth-routes', ['db'], async function oauthRoutes(fastify: FastifyInstance, opts: { apiBase: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A Map, not an object literal: a path segment such as "constructor" or "__proto__" must not find Object's members.
  const providers = new Map<string, OAuthProvider>([
    ['vkid', vkidProvider(app.config.oauth.vkid)],
    ['yandex', yandexProvider(app.config.oauth.yandex)],
  ]);
  const providerOf = (name: string) => {
    const p = providers.get(name);
    if (!p) throw new HttpError(404, 'notFound');
    if (!p.configured) throw new HttpError(503, 'auth.providerNotConfigured');
    return p;
  };
  const redirectUri = (name: string) => `${app.config.appUrl}${opts.apiBase}/auth/${name}/callback`;
  const landing = (returnTo: string, error?: string) =>
    `/oauth-logged-in?${new URLSearchParams({ return: returnTo, ...(error ? { error } : {}) }).toString()}`;

  // The client shows only providers that can work: an unconfigured one would strand the learner on an error.
  const providersSchema = { response: { 200: z.object({ data: z.object({ providers: z.array(z.string()) }) }) } };
  app.get('/auth/providers', { schema: providersSchema }, async () => ({
    data: { providers: [...providers.values()].filter((p) => p.configured).map((p) => p.name) },
  }));

  // Both are full-page navigations: a provider switched off (since the page loaded, or while the learner was at the
  // provider) lands on our screen, not on a JSON 503, nor on a 422 for a query it would never have used.
  const unavailableGate = (returnOf: (request: FastifyRequest) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const listed = providers.get((request.params as { provider: string }).provider);
    if (listed && !listed.configured) return reply.redirect(landing(returnOf(request), 'unavailable'), 302);
    // Checked before the schema, whatever the query holds: an unknown provider (`constructor`…) is a 404.
    if (!listed) throw new HttpError(404, 'notFound');
    return undefined;
  };
  const redirectGate = unavailableGate((request) => {
    const raw = (request.query as { return?: unknown }).return;
    return safeReturnPath(typeof raw === 'string' ? raw : undefined);
  });
  const callbackGate = unavailableGate((request) => (request.session?.record.data.oauth as PendingOAuth | undefined)?.returnTo ?? '/');
  const redirectSchema = { params: providerParams, querystring: redirectQuery, response: { 302: noContent } };
  app.get('/auth/:provider/redirect', { schema: redirectSchema, preValidation: redirectGate }, async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const q = request.query;
    if (q.mode === 'link' && (!request.user || request.user.is_guest === 1)) throw new HttpError(401, 'unauthenticated');
    const session = app.sessions.ensure(request);
    const verifier = randomToken(48);
    const pending: PendingOAuth = { provider: provider.name, state: randomToken(24), verifier, mode: q.mode, returnTo: safeReturnPath(q.return), createdAt: app.clock.now() };
    session.record.data = { ...session.record.data, oauth: pending };
    session.dirty = true;
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    return reply.redirect(provider.authorizeUrl({ state: pending.state, challenge, redirectUri: redirectUri(provider.name) }), 302);
  });

  const callbackSchema = { params: providerParams, querystring: callbackQuery, response: { 302: noContent } };
  app.get('/auth/:provider/callback', { schema: callbackSchema, preValidation: callbackGate }, async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const q = request.query;
    const session = request.session;
    const pending = session?.record.data.oauth as PendingOAuth | undefined;
    const returnTo = pending?.returnTo ?? '/';
    if (session && pending) {
      // The state is single-use: whatever happens next, a replay of this callback finds nothing.
      const { oauth: _spent, ...rest } = session.record.data;
      session.record.data = rest;
      session.dirty = true;
    }
    const now = app.clock.now();
    if (
      !pending ||
      pending.provider !== provider.name ||
      !q.state ||
      !safeEqual(q.state, pending.state) ||
      now - pending.createdAt > STATE_TTL_MS
    ) {
      return reply.redirect(landing(returnTo, 'state'), 302);
    }
    if (q.error || !q.code) return reply.redirect(landing(returnTo, 'denied'), 302);
    let profile;
    try {
      profile = await provider.profile({ code: q.code, verifier: pending.verifier, redirectUri: redirectUri(provider.name), state: pending.state, deviceId: q.device_id ?? null });
    } catch (err) {
      request.log.warn({ err, provider: provider.name }, 'oauth exchange failed');
      return reply.redirect(landing(returnTo, 'provider'), 302);
    }
    try {
      const userId = await signInWithIdentity(app.db, profile, request.user, pending.mode, now);
      if (pending.mode === 'login') {
        app.sessions.login(request, userId, { remember: true });
        const user = await findUserById(app.db, userId);
        if (user) await attachPendingLevelTest(app, callerOf(app.sessions, request), user);
      }
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) return reply.redirect(landing(returnTo, 'identity-taken'), 302);
      throw err;
    }
    return reply.redirect(landing(returnTo), 302);
  });
});
