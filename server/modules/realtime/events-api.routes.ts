import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * The Pusher HTTP API (the subset the `pusher` SDK and Laravel's pusher driver use), signed with the app secret,
 * for other services and operators: trigger events, trigger a batch, list a presence channel's users (all nodes).
 */
export async function eventsApiRoutes(app: FastifyInstance) {
  const { appId, key, secret, maxMessageSize } = app.config.realtime;

  // The signature covers the MD5 of the exact bytes sent, so the body is kept as text and parsed after checking.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => done(null, text));

  function verify(request: FastifyRequest<{ Params: { appId: string } }>) {
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
  const signed = { config: { csrf: false } };

  app.post<{ Params: { appId: string } }>('/apps/:appId/events', signed, async (request) => {
    const event = parse(eventBody, verify(request));
    if (tooLarge(event.data)) throw new HttpError(413, 'payloadTooLarge');
    await app.realtime.broadcast({ channels: event.channels ?? [event.channel!], event: event.name, data: event.data, exceptSocketId: event.socket_id ?? null });
    return {};
  });

  app.post<{ Params: { appId: string } }>('/apps/:appId/batch_events', signed, async (request) => {
    const { batch } = parse(batchBody, verify(request));
    if (batch.some((e) => tooLarge(e.data))) throw new HttpError(413, 'payloadTooLarge');
    for (const e of batch) await app.realtime.broadcast({ channels: [e.channel], event: e.name, data: e.data, exceptSocketId: e.socket_id ?? null });
    return { batch: batch.map(() => ({})) };
  });

  app.get<{ Params: { appId: string; channel: string } }>('/apps/:appId/channels/:channel/users', async (request) => {
    verify(request);
    if (!request.params.channel.startsWith('presence-')) throw new HttpError(400, 'realtime.presenceOnly');
    const members = await app.realtime.members(request.params.channel);
    return { users: members.map((m) => ({ id: m.user_id })) };
  });
}
