import type { FastifyInstance } from 'fastify';
import { type Locale, translate } from '../../i18n/messages';
import type { CardNotifier } from '../cards/notifier';
import { notifyUser, USER_EVENTS } from './user-events';

/**
 * The moderation outcome reaches the author twice: live (`App\Events\CardModerated` on their channel, for an open
 * app) and by push (for a closed one), in the author's language, linking to the card.
 */
export function liveCardNotifier(app: FastifyInstance): CardNotifier {
  return {
    async onCardModerated({ cardId, authorId, status, reason }) {
      try {
        const row = await app.db
          .selectFrom('cards')
          .innerJoin('users', 'users.id', 'cards.author_id')
          .select(['cards.word', 'users.locale'])
          .where('cards.id', '=', cardId)
          .executeTakeFirst();
        const word = row?.word ?? '';
        await notifyUser(app, authorId, USER_EVENTS.cardModerated, { cardId, word, status, reason });
        const locale: Locale = row?.locale === 'ru' ? 'ru' : 'en';
        const key = status === 'published' ? 'push.cardPublished' : 'push.cardRejected';
        await app.push.sendToUsers([authorId], {
          title: translate(locale, `${key}.title`),
          body: translate(locale, `${key}.body`, { word, reason: reason ?? '' }),
          link: `/cards/${cardId}`,
        });
      } catch (err) {
        app.log.warn({ err, cardId }, 'moderation outcome not announced');
      }
    },
  };
}
