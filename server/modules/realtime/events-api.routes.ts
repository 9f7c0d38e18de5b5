import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors';
import { parse } from '../../lib/validation';
import { isValidChannelName, SOCKET_ID } from './protocol';
import { apiSignature, md5Hex } from './signatures';
import { safeEqual } from '../../lib/tokens';

/** Pusher refuses requests whose auth_timestamp is more than 600 s away from its clock. */
const MAX_CLOCK_SKEW_S = 600;

const channelName = z.string().refine(isValidChannelName);
const eventBody = z
  .object({
    name: z.string().min(1).max(200),
    data: z.string(),
    channel: channelName.optional(),
    channels: z.array(channelName).min(1).max(100).optional(),
    socket_id: z.string().regex(SOCKET_ID).optional(),
    info: z.string().optional(),
  })
  .refine((b) => Boolean(b.channel) !== Boolean(b.channels), { path: ['channels'] });
const batchBody = z.object({
  batch: z
    .array(
      z.object({
        name: z.string().min(1).max(200),
        data: z.string(),
        channel: channelName,
        socket_id: z.string().regex(SOCKET_ID).optional(),
        info: z.string().optional(),
      }),
    )
    .min(1)
    .max(10),
});

/** The bodies a signed call may carry, for tests that sign fuzzed bodies (server/test/hostile-fuzz.test.ts). */
export const eventsApiBodies = { events: eventBody, batch: batchBody } as const;

/**
 * The Pusher HTTP API (the subset the `pusher` SDK and Laravel's pusher driver use), signed with the app secret,
 * for other services and operators: trigger events, trigger a batch, list a presence channel's users (all nodes).
 */
/**
 * The route schemas cover what can be checked before the signature: the path, the signed query (every value a
 * string) and the raw body text. The event bodies above are checked after the signature proved who sent them.
 */
const appParams = z.object({ appId: z.string() });
const channelParams = z.object({ appId: z.string(), channel: z.string() });
const signedQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const rawBody = z.string().optional();

export async function eventsApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { appId, key, secret, maxMessageSize } = app.config.realtime;

  // The signature covers the MD5 of the exact bytes sent, so the body is kept as text and parsed after checking.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

  function verify(request: Pick<FastifyRequest, 'query' | 'body' | 'url' | 'method'> & { params: { appId: string } }) {
    if (request.params.appId !== appId) throw notFound();
    const query = request.query as Record<string, string>;
    const now = Math.floor(app.clock.now() / 1000);
    const refuse = (message: string) => new HttpError(401, 'realtime.signature', { params: { reason: message } });
    if (query.auth_key !== key) throw refuse('Unknown auth_key');
    const timestamp = Number(query.auth_timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > MAX_CLOCK_SKEW_S) {
      throw refuse(`Timestamp expired: Given timestamp (${query.auth_timestamp ?? ''}) not within ${MAX_CLOCK_SKEW_S}s of server time (${now})`);
    }
    const raw = typeof request.body === 'string' ? request.body : '';
    if (raw && query.body_md5 !== md5Hex(raw)) throw refuse('Body MD5 mismatch');
    const path = request.url.split('?')[0]!;
    if (typeof query.auth_signature !== 'string' || !safeEqual(query.auth_signature, apiSignature(secret, request.method, path, query))) {
      throw refuse('Invalid signature');
    }
    if (!raw) return {};
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new HttpError(400, 'malformedJson');
    }
  }

  const tooLarge = (data: string) => Buffer.byteLength(data) > maxMessageSize;
  const signed = { config: { csrf: false } } as const;

  app.post('/apps/:appId/events', { ...signed, schema: { params: appParams, querystring: signedQuery, body: rawBody, response: { 200: z.object({}) } } }, async (request) => {
    const event = parse(eventBody, verify(request));
    if (tooLarge(event.data)) throw new HttpError(413, 'payloadTooLarge');
    await app.realtime.broadcast({ channels: event.channels ?? [event.channel!], event: event.name, data: event.data, exceptSocketId: event.socket_id ?? null });
    return {};
  });

  const batchAnswer = z.object({ batch: z.array(z.object({})) });
  app.post('/apps/:appId/batch_events', { ...signed, schema: { params: appParams, querystring: signedQuery, body: rawBody, response: { 200: batchAnswer } } }, async (request) => {
    const { batch } = parse(batchBody, verify(request));
    if (batch.some((e) => tooLarge(e.data))) throw new HttpError(413, 'payloadTooLarge');
    for (const e of batch) await app.realtime.broadcast({ channels: [e.channel], event: e.name, data: e.data, exceptSocketId: e.socket_id ?? null });
    return { batch: batch.map(() => ({})) };
  });

  const usersAnswer = z.object({ users: z.array(z.object({ id: z.union([z.string(), z.number()]) })) });
  app.get('/apps/:appId/channels/:channel/users', { schema: { params: channelParams, querystring: signedQuery, response: { 200: usersAnswer } } }, async (request) => {
    verify(request);
    if (!request.params.channel.startsWith('presence-')) throw new HttpError(400, 'realtime.presenceOnly');
    const members = await app.realtime.members(request.params.channel);
    return { users: members.map((m) => ({ id: m.user_id })) };
  });
}
