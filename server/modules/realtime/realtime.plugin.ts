import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { type Bus, type BusMessage, localBus, redisBus } from './bus';
import { Hub } from './hub';
import { memoryPresence, type Member, redisPresence } from './presence';

export interface Realtime {
  /** Sends an event to the subscribers of the channels on every node; `data` is sent as it is if a string, else as JSON. */
  broadcast(message: { channels: string[]; event: string; data: unknown; exceptSocketId?: string | null }): Promise<void>;
  /** Presence members of a channel, across all nodes. */
  members(channel: string): Promise<Member[]>;
  /** Connections open on this node. */
  connectionCount(): number;
  /** Connections on this node subscribed to a channel (operators, tests). */
  localSubscribers(channel: string): number;
  nodeId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * The Pusher-protocol WebSocket server on the app's own port (`GET /app/{key}`), with Redis pub/sub fan-out and
 * shared presence when REDIS_URL is set.
 */
export default fp(
  async (app: FastifyInstance) => {
    const config = app.config.realtime;
    const nodeId = randomUUID();
    const redis = app.redis;
    const shared = redis ? redisPresence(redis, app.config.redisPrefix, nodeId, config.nodeTtlMs) : null;
    const presence = shared ?? memoryPresence();
    const hub = new Hub(config, presence, nodeId, app.log);
    const deliver = (m: BusMessage) => hub.deliver(m);
    const bus: Bus = redis
      ? await redisBus(redis, `${app.config.redisPrefix}${config.scalingChannel}`, deliver, (err) => app.log.error({ err }, 'realtime bus message unreadable'))
      : localBus(deliver);
    hub.attach(bus);

    const timers: NodeJS.Timeout[] = [];
    if (shared) {
      // A node that dies without closing leaves presence entries behind; live nodes remove them once its heartbeat lapses.
      const beat = () => shared.heartbeat().catch((err) => app.log.warn({ err }, 'realtime heartbeat failed'));
      const reap = () =>
        shared
          .reapDeadNodes()
          .then((gone) => Promise.all(gone.map(({ channel, member }) => hub.announceLeft(channel, member))))
          .catch((err) => app.log.warn({ err }, 'realtime reaping failed'));
      await beat();
      timers.push(setInterval(beat, Math.max(100, config.nodeTtlMs / 3)), setInterval(reap, config.nodeTtlMs));
      for (const t of timers) t.unref();
    }

    // Before @fastify/websocket's own preClose, which would close sockets without a reconnect hint.
    app.addHook('preClose', async () => {
      for (const t of timers) clearInterval(t);
      await hub.shutdown();
      if (shared) await shared.retire().catch(() => undefined);
    });
    await app.register(websocket, { options: { maxPayload: config.maxMessageSize } });

    // The Pusher client's query also carries client, version and flash: only the protocol is read.
    const socketSchema = { params: z.object({ key: z.string() }), querystring: z.object({ protocol: z.string().optional() }) };
    app.withTypeProvider<ZodTypeProvider>().route({
      method: 'GET',
      url: '/app/:key',
      schema: socketSchema,
      // A plain HTTP GET (no upgrade) is answered as any unknown address is: the contract's JSON 404.
      handler: async () => {
        throw notFound();
      },
      wsHandler: (socket, request) => {
        hub.open(socket, request.params.key, request.query.protocol);
      },
    });

    app.decorate('realtime', {
      broadcast: ({ channels, event, data, exceptSocketId }) =>
        hub.publish({ channels, event, data: typeof data === 'string' ? data : JSON.stringify(data), exceptSocketId: exceptSocketId ?? null }),
      members: (channel) => presence.members(channel),
      connectionCount: () => hub.size,
      localSubscribers: (channel) => hub.subscriberCount(channel),
      nodeId,
    } satisfies Realtime);
  },
  { name: 'realtime', dependencies: ['auth', 'redis'] },
);
