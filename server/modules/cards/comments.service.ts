import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { forbidden, HttpError, notFound } from '../../lib/http-errors';
import { type Caller, assertFullAccount } from './callers';
import { visibleCard } from './card.query';

export interface CommentsDeps {
  db: Db;
  clock: Clock;
}

/**
 * Comments on cards that allow them. Reading follows the card's visibility (anyone for a public card); writing needs
 * a full account; a comment is deleted by its writer, the card's author or an admin. Bodies are stored as written
 * and are plain text everywhere (the client renders them as text, never as HTML).
 */
export function commentsService({ db, clock }: CommentsDeps) {
  const select = () =>
    db
      .selectFrom('card_comments as cc')
      .innerJoin('users as u', 'u.id', 'cc.user_id')
      .innerJoin('cards', 'cards.id', 'cc.card_id')
      .select(['cc.id', 'cc.body', 'cc.created_at', 'cc.user_id', 'cc.card_id', 'u.name', 'u.avatar_url', 'cards.author_id as card_author_id']);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;
  const resource = (r: Row, viewer: Caller | null) => ({
    id: r.id,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
    author: { id: r.user_id, name: r.name, avatar: r.avatar_url },
    canDelete: viewer !== null && (viewer.id === r.user_id || viewer.id === r.card_author_id || viewer.isAdmin),
  });

  return {
    /** Oldest first, paged by id. */
    async list(viewer: Caller | null, cardId: number, page: { cursor?: number | undefined; limit: number }) {
      const card = await visibleCard(db, viewer?.id ?? null, cardId);
      if (!card) throw notFound();
      let q = select().where('cc.card_id', '=', cardId);
      // A comment hidden by reports waits for an admin; its writer (and admins) still see it.
      if (!viewer?.isAdmin) q = q.where((eb) => eb.or([eb('cc.hidden_at', 'is', null), eb('cc.user_id', '=', viewer?.id ?? -1)]));
      if (page.cursor) q = q.where('cc.id', '>', page.cursor);
      const rows = await q.orderBy('cc.id', 'asc').limit(page.limit + 1).execute();
      const last = rows[Math.min(rows.length, page.limit) - 1];
      return {
        data: rows.slice(0, page.limit).map((r) => resource(r, viewer)),
        meta: {
          nextCursor: rows.length > page.limit && last ? last.id : null,
          allowComments: card.allow_comments === 1,
          canComment: viewer !== null && !viewer.isGuest && card.allow_comments === 1,
        },
      };
    },

    async add(caller: Caller, cardId: number, body: string) {
      assertFullAccount(caller);
      const card = await visibleCard(db, caller.id, cardId);
      if (!card) throw notFound();
      if (card.allow_comments !== 1) throw new HttpError(403, 'card.commentsClosed', { code: 'comments-closed' });
      const row = await db
        .insertInto('card_comments')
        .values({ card_id: cardId, user_id: caller.id, body, created_at: clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const saved = await select().where('cc.id', '=', row.id).executeTakeFirstOrThrow();
      return { comment: resource(saved, caller), cardAuthorId: saved.card_author_id };
    },

    async remove(caller: Caller, commentId: number) {
      const row = await select().where('cc.id', '=', commentId).executeTakeFirst();
      // A comment on a card the caller may not see is as unknown as the card.
      if (!row || !(await visibleCard(db, caller.id, row.card_id))) throw notFound();
      if (!resource(row, caller).canDelete) throw forbidden();
      await db.deleteFrom('card_comments').where('id', '=', commentId).execute();
      return { cardId: row.card_id };
    },
  };
}
