import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardChannelName } from './channels';
import { senderSocket } from './user-events';

/** What everyone viewing a card hears on its channel (private-Card.{id}), named as Laravel broadcasts events. */
export const CARD_EVENTS = {
  commentPosted: 'App\\Events\\CommentPosted',
  commentDeleted: 'App\\Events\\CommentDeleted',
} as const;

export type CardEvent = (typeof CARD_EVENTS)[keyof typeof CARD_EVENTS];

/** Never fails the caller: the comment is saved; a viewer who misses the event sees it on the next read. */
export async function notifyCardViewers(app: FastifyInstance, cardId: number, event: CardEvent, data: object, request?: FastifyRequest): Promise<void> {
  try {
    await app.realtime.broadcast({ channels: [cardChannelName(cardId)], event, data, exceptSocketId: senderSocket(request) });
  } catch (err) {
    app.log.warn({ err, event, cardId }, 'realtime event not sent');
  }
}
