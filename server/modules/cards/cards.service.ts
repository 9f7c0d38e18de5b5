import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/http-errors';
import type { PhotoService } from '../photos/photo.service';
import { visibleCard } from './card.query';
import { cardResource } from './card.resource';

export interface CardsDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
}

/** Reading one card and bookmarking it, under the one visibility rule (see `visibleTo`). */
export function cardsService({ db, clock, photos }: CardsDeps) {
  async function show(userId: number | null, cardId: number) {
    const card = await visibleCard(db, userId, cardId);
    if (!card) throw notFound();
    return cardResource(card, photos);
  }

  return {
    show,

    /** Idempotent. A card the user may not see is "not found", exactly as show-card answers. */
    async bookmark(userId: number, cardId: number): Promise<void> {
      if (!(await visibleCard(db, userId, cardId))) throw notFound();
      await db
        .insertInto('bookmarks')
        .values({ user_id: userId, card_id: cardId, created_at: clock.now() })
        .onConflict((oc) => oc.columns(['user_id', 'card_id']).doNothing())
        .execute();
    },

    async unbookmark(userId: number, cardId: number): Promise<void> {
      await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('card_id', '=', cardId).execute();
    },
  };
}

export type CardsService = ReturnType<typeof cardsService>;
