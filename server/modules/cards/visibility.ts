import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The one visibility rule for cards, used by show-card, bookmarks (adding and listing), decisions and every feed:
 * a card that is not deleted is visible to anyone when it is published, public and not hidden by reports (until an
 * admin decides), and to its author always.
 * A private card of someone else, or one waiting for moderation, is never shown, bookmarked or decided on.
 */
export function visibleTo(userId: number | null) {
  return (eb: ExpressionBuilder<Database, 'cards'>): Expression<SqlBool> =>
    eb.and([
      eb('cards.deleted_at', 'is', null),
      eb.or([eb.and([eb('cards.status', '=', 'published'), eb('cards.is_private', '=', 0), eb('cards.hidden_at', 'is', null)]), eb('cards.author_id', '=', userId ?? -1)]),
    ]);
}

/** Published, public, not hidden by reports and not deleted: what other learners may meet (feeds, the authors collection). */
export function publicCards() {
  return (eb: ExpressionBuilder<Database, 'cards'>): Expression<SqlBool> =>
    eb.and([eb('cards.deleted_at', 'is', null), eb('cards.status', '=', 'published'), eb('cards.is_private', '=', 0), eb('cards.hidden_at', 'is', null)]);
}
