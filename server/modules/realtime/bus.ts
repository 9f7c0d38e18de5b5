import type { Redis } from 'ioredis';

/** One delivery: an event for the subscribers of some channels, on every node, except one socket (the sender). */
export interface BusMessage {
  channels: string[];
  event: string;
  /** A JSON string for server events; whatever the sender sent for client events. */
  data: unknown;
  exceptSocketId?: string | null;
  /** Set on client events relayed on presence channels, so receivers know who sent them. */
  userId?: string | null;
}

/**
 * How a message reaches every node. Alone, the node delivers to itself; with Redis, every node (the sender too)
 * receives each message once from one pub/sub channel, as Reverb's scaling mode does.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

export function localBus(deliver: (m: BusMessage) => void): Bus {
  return {
    async publish(message) {
      deliver(message);
    },
    async close() {},
  };
}

export async function redisBus(redis: Redis, channel: string, deliver: (m: BusMessage) => void, onError: (err: unknown) => void): Promise<Bus> {
  // A connection in subscriber mode cannot publish: one of its own.
  const subscriber = redis.duplicate();
  // Its connection fails when the main one does, which already logs it (plugins/infrastructure); unheard, ioredis
  // would print every reconnection attempt. It subscribes again by itself once Redis is back.
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as BusMessage);
    } catch (err) {
      onError(err);
    }
  });
  await subscriber.subscribe(channel);
  return {
    async publish(message) {
      await redis.publish(channel, JSON.stringify(message));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
