import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { RealtimeConfig } from '../../config/env';
import type { Bus, BusMessage } from './bus';
import type { Member, PresenceStore } from './presence';
import { channelKind, ERRORS, errorFrame, type Frame, isValidChannelName, type ProtocolError, USER_CHANNEL_PREFIX } from './protocol';
import { channelAuth, sameAuth, userAuth } from './signatures';

/** Pusher's limit on client events: 10 a second per connection. */
const CLIENT_EVENTS_PER_SECOND = 10;

interface Subscription {
  /** Events that arrive while a presence join is still being recorded wait here, in order. */
  pending: Frame[] | null;
  /** The presence member this connection joined as. */
  member?: Member;
}

class Connection {
  readonly channels = new Map<string, Subscription>();
  lastSeen = Date.now();
  pinged = false;
  signedInAs: string | null = null;
  private tokens = CLIENT_EVENTS_PER_SECOND;
  private refilledAt = Date.now();

  constructor(
    readonly socketId: string,
    readonly ws: WebSocket,
  ) {}

  send(frame: Frame) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
  }

  touch() {
    this.lastSeen = Date.now();
    this.pinged = false;
  }

  /** A token bucket: bursts up to the limit, refilled continuously. */
  takeClientEventToken(): boolean {
    const now = Date.now();
    this.tokens = Math.min(CLIENT_EVENTS_PER_SECOND, this.tokens + ((now - this.refilledAt) / 1000) * CLIENT_EVENTS_PER_SECOND);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * This node's WebSocket connections and what they are subscribed to. Everything that must reach subscribers goes
 * through the bus, so a node never delivers a message that other nodes would miss.
 */
export class Hub {
  private readonly connections = new Map<string, Connection>();
  private readonly subscribers = new Map<string, Set<Connection>>();
  private bus: Bus | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: RealtimeConfig,
    private readonly presence: PresenceStore,
    readonly nodeId: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  attach(bus: Bus) {
    this.bus = bus;
    this.timer = setInterval(() => this.pingSilentConnections(), this.config.pingIntervalMs);
    this.timer.unref();
  }

  get size() {
    return this.connections.size;
  }

  subscriberCount(channel: string) {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  publish(message: BusMessage): Promise<void> {
    if (!this.bus) throw new Error('realtime bus not attached');
    return this.bus.publish(message);
  }

  /** Delivers a bus message to this node's subscribers. */
  deliver(message: BusMessage) {
    for (const channel of message.channels) {
      const frame: Frame = { event: message.event, channel, data: message.data };
      if (message.userId != null) frame.user_id = message.userId;
      for (const connection of this.subscribers.get(channel) ?? []) {
        if (connection.socketId === message.exceptSocketId) continue;
        const subscription = connection.channels.get(channel);
        if (subscription?.pending) subscription.pending.push(frame);
        else connection.send(frame);
      }
    }
  }

  open(ws: WebSocket, appKey: string, protocol: string | undefined) {
    const reject = (error: ProtocolError) => {
      ws.send(JSON.stringify(errorFrame(error)));
      ws.close();
    };
    if (appKey !== this.config.key) return reject(ERRORS.appNotFound);
    if (protocol !== undefined && Number(protocol) !== 7) return reject(ERRORS.unsupportedProtocol);

    let socketId: string;
    do socketId = `${randomInt(1, 1e9)}.${randomInt(1, 1e9)}`;
    while (this.connections.has(socketId));
    const connection = new Connection(socketId, ws);
    this.connections.set(socketId, connection);

    ws.on('message', (raw, isBinary) => {
      connection.touch();
      if (isBinary) return connection.send(errorFrame(ERRORS.invalidMessage));
      this.handle(connection, raw.toString()).catch((err) => {
        this.log.error({ err, socketId }, 'realtime message failed');
        connection.send(errorFrame(ERRORS.invalidMessage));
      });
    });
    ws.on('pong', () => connection.touch());
    ws.on('ping', () => connection.touch());
    ws.on('close', () => {
      this.drop(connection).catch((err) => this.log.error({ err, socketId }, 'realtime cleanup failed'));
    });
    connection.send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socketId, activity_timeout: this.config.activityTimeout }),
    });
  }

  private async handle(connection: Connection, text: string) {
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return connection.send(errorFrame(ERRORS.invalidMessage));
    }
    if (typeof message !== 'object' || message === null || typeof message.event !== 'string') return connection.send(errorFrame(ERRORS.invalidMessage));
    // pusher-js sends data as an object; some clients send it as a JSON string.
    let data = message.data;
    if (typeof data === 'string' && message.event.startsWith('pusher:')) {
      try {
        data = JSON.parse(data);
      } catch {
        /* left as it is */
      }
    }
    const payload = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    switch (message.event) {
      case 'pusher:ping':
        return connection.send({ event: 'pusher:pong', data: '{}' });
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(connection, payload);
      case 'pusher:unsubscribe':
        return typeof payload.channel === 'string' ? this.unsubscribe(connection, payload.channel) : undefined;
      case 'pusher:signin':
        return this.signin(connection, payload);
      default:
        if (message.event.startsWith('client-')) return this.clientEvent(connection, message.event, message.channel, message.data);
        // Unknown pusher: events are ignored, as Reverb does.
        return;
    }
  }

  private async subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel;
    if (typeof channel !== 'string' || !isValidChannelName(channel) || channelKind(channel) === 'user') {
      return connection.send({ event: 'pusher:subscription_error', channel: String(channel), data: { type: 'InvalidChannel', error: 'Invalid channel name', status: 400 } });
    }
    if (connection.channels.has(channel)) {
      return connection.send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    }
    const kind = channelKind(channel);
    const { key, secret } = this.config;
    const channelData = kind === 'presence' && typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (kind !== 'public' && !sameAuth(data.auth, channelAuth(key, secret, connection.socketId, channel, kind === 'presence' ? (channelData ?? '') : undefined))) {
      // Sent to the channel, so Echo's channel.error() fires (Reverb answers with a connection-level 4009 instead).
      return connection.send({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error: ERRORS.unauthorized.message, status: 401 } });
    }
    if (kind !== 'presence') {
      this.add(connection, channel, { pending: null });
      return connection.send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    }

    let member: Member;
    try {
      member = JSON.parse(channelData!) as Member;
      if (typeof member !== 'object' || member === null || (typeof member.user_id !== 'string' && typeof member.user_id !== 'number')) throw new Error('no user_id');
    } catch {
      return connection.send({ event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error: 'Invalid channel_data', status: 400 } });
    }
    const subscription: Subscription = { pending: [], member };
    this.add(connection, channel, subscription);
    try {
      const added = await this.presence.join(channel, this.connectionKey(connection), member);
      if (connection.channels.get(channel) !== subscription) {
        // Unsubscribed or closed while joining: its leave may have run before this join, so leave again (idempotent).
        const left = await this.presence.leave(channel, this.connectionKey(connection));
        if (left && !added) await this.announceLeft(channel, left);
        return;
      }
      const members = await this.presence.members(channel);
      const hash: Record<string, unknown> = {};
      for (const m of members) hash[String(m.user_id)] = m.user_info ?? null;
      connection.send({
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: JSON.stringify({ presence: { ids: members.map((m) => m.user_id), hash, count: members.length } }),
      });
      for (const frame of subscription.pending ?? []) connection.send(frame);
      subscription.pending = null;
      if (added) {
        await this.publish({
          channels: [channel],
          event: 'pusher_internal:member_added',
          data: JSON.stringify({ user_id: member.user_id, user_info: member.user_info ?? null }),
          exceptSocketId: connection.socketId,
        });
      }
    } catch (err) {
      this.log.error({ err, channel }, 'presence join failed');
      this.remove(connection, channel);
      connection.send({ event: 'pusher:subscription_error', channel, data: { type: 'PresenceError', error: ERRORS.presenceFailed.message, status: 500 } });
    }
  }

  private async unsubscribe(connection: Connection, channel: string) {
    const subscription = connection.channels.get(channel);
    if (!subscription) return;
    this.remove(connection, channel);
    if (!subscription.member) return;
    const left = await this.presence.leave(channel, this.connectionKey(connection));
    if (left) await this.announceLeft(channel, left);
  }

  announceLeft(channel: string, member: Member) {
    return this.publish({ channels: [channel], event: 'pusher_internal:member_removed', data: JSON.stringify({ user_id: member.user_id }) });
  }

  private signin(connection: Connection, data: Record<string, unknown>) {
    const userData = data.user_data;
    let id: unknown;
    try {
      id = typeof userData === 'string' ? (JSON.parse(userData) as { id?: unknown }).id : undefined;
    } catch {
      id = undefined;
    }
    if (typeof userData !== 'string' || typeof id !== 'string' || !id || !sameAuth(data.auth, userAuth(this.config.key, this.config.secret, connection.socketId, userData))) {
      return connection.send(errorFrame(ERRORS.unauthorized));
    }
    if (connection.signedInAs) this.remove(connection, USER_CHANNEL_PREFIX + connection.signedInAs);
    connection.signedInAs = id;
    this.add(connection, USER_CHANNEL_PREFIX + id, { pending: null });
    connection.send({ event: 'pusher:signin_success', data: JSON.stringify({ user_data: userData }) });
  }

  private async clientEvent(connection: Connection, event: string, channel: unknown, data: unknown) {
    if (this.config.clientEventsFrom === 'none') return connection.send(errorFrame(ERRORS.clientEventsDisabled));
    const subscription = typeof channel === 'string' ? connection.channels.get(channel) : undefined;
    const kind = typeof channel === 'string' ? channelKind(channel) : 'public';
    if (!subscription || subscription.pending || (kind !== 'private' && kind !== 'presence')) return connection.send(errorFrame(ERRORS.notMember));
    if (!connection.takeClientEventToken()) return connection.send(errorFrame(ERRORS.clientEventRateLimit));
    const size = typeof data === 'string' ? data.length : JSON.stringify(data ?? null).length;
    if (size > this.config.maxMessageSize) return connection.send(errorFrame(ERRORS.invalidMessage));
    await this.publish({
      channels: [channel as string],
      event,
      data,
      exceptSocketId: connection.socketId,
      userId: subscription.member ? String(subscription.member.user_id) : null,
    });
  }

  private add(connection: Connection, channel: string, subscription: Subscription) {
    connection.channels.set(channel, subscription);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(connection);
  }

  private remove(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    const set = this.subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) this.subscribers.delete(channel);
  }

  private connectionKey(connection: Connection) {
    return `${this.nodeId}|${connection.socketId}`;
  }

  /** A closed connection leaves every channel; presence members whose last connection this was are announced gone. */
  private async drop(connection: Connection) {
    if (!this.connections.delete(connection.socketId)) return;
    for (const channel of [...connection.channels.keys()]) await this.unsubscribe(connection, channel);
  }

  /** Reverb's liveness rule: ping what has been silent for an interval; drop what stayed silent since that ping. */
  private pingSilentConnections() {
    const silentSince = Date.now() - this.config.pingIntervalMs;
    for (const connection of this.connections.values()) {
      if (connection.lastSeen > silentSince) continue;
      if (connection.pinged) {
        connection.send(errorFrame(ERRORS.pongTimeout));
        connection.ws.close(ERRORS.pongTimeout.code, ERRORS.pongTimeout.message);
        continue;
      }
      connection.pinged = true;
      connection.send({ event: 'pusher:ping', data: '{}' });
    }
  }

  /** Graceful shutdown: leave presence everywhere, then close with 4200 so pusher-js reconnects at once (elsewhere). */
  async shutdown() {
    if (this.timer) clearInterval(this.timer);
    const all = [...this.connections.values()];
    for (const connection of all) await this.drop(connection).catch((err) => this.log.error({ err }, 'realtime cleanup failed'));
    for (const connection of all) {
      connection.send(errorFrame(ERRORS.shuttingDown));
      connection.ws.close(ERRORS.shuttingDown.code, ERRORS.shuttingDown.message);
    }
    await this.bus?.close();
  }
}
