import { createEvent, createStore, sample } from 'effector';
import { $user } from '../../entities/user';
import { createApiEffect } from '../../shared/api';
import { channelEventReceived } from '../../shared/realtime';
import { createForm, check, maxLength, required } from '../../shared/form';
import { fetchComments, postComment, removeComment, type CardComment, type CommentsPage } from './api';

export const COMMENT_MAX = 1000;

export const commentsOpened = createEvent<number>();
export const moreRequested = createEvent();
export const deleteClicked = createEvent<number>();

const loadFx = createApiEffect(({ cardId, cursor }: { cardId: number; cursor: number | null }) => fetchComments(cardId, cursor));
const deleteFx = createApiEffect((id: number) => removeComment(id));

export const $cardId = createStore<number | null>(null).on(commentsOpened, (_, id) => id);
export const $comments = createStore<CardComment[]>([])
  .on(commentsOpened, () => [])
  .on(loadFx.done, (list, { params, result }) => (params.cursor ? [...list, ...result.data] : result.data))
  .on(deleteFx.done, (list, { params }) => list.filter((c) => c.id !== params));
export const $meta = createStore<CommentsPage['meta'] | null>(null)
  .on(commentsOpened, () => null)
  .on(loadFx.doneData, (_, page) => page.meta);
export const $loading = loadFx.pending;

sample({ clock: commentsOpened, fn: (cardId) => ({ cardId, cursor: null }), target: loadFx });
sample({
  clock: moreRequested,
  source: { cardId: $cardId, meta: $meta },
  filter: ({ cardId, meta }) => cardId !== null && Boolean(meta?.nextCursor),
  fn: ({ cardId, meta }) => ({ cardId: cardId!, cursor: meta!.nextCursor }),
  target: loadFx,
});
sample({ clock: deleteClicked, target: deleteFx });

/** The new comment: plain text, sent as typed and shown as text. */
export const commentForm = createForm<{ [key: string]: string | boolean; cardId: string; body: string }, CardComment>({
  initial: { cardId: '', body: '' },
  validate: (values) => {
    const body = check(values.body, required, maxLength(COMMENT_MAX));
    return body ? { body } : {};
  },
  submitFx: createApiEffect((values: { cardId: string; body: string }) => postComment(Number(values.cardId), values.body.trim())),
});
sample({ clock: commentsOpened, fn: (cardId) => ({ cardId: String(cardId), body: '' }), target: commentForm.valuesSet });
// A sent comment empties the form without flagging the empty field as an error (reset clears "attempted").
sample({ clock: commentForm.succeeded, target: commentForm.reset });
sample({ clock: commentForm.succeeded, source: $cardId, filter: (id): id is number => id !== null, fn: (id) => ({ cardId: String(id), body: '' }), target: commentForm.valuesSet });
$comments.on(commentForm.succeeded, (list, comment) => [...list, comment]);

/** The card's channel (docs/api.md "Realtime"): comments others post or delete while this page is open. */
export const cardChannel = (cardId: number) => `Card.${cardId}`;
export const COMMENT_EVENTS = ['CommentPosted', 'CommentDeleted'] as const;
const onThisCard = sample({
  clock: channelEventReceived,
  source: $cardId,
  filter: (cardId, e) => cardId !== null && e.channel === cardChannel(cardId) && typeof e.data === 'object' && e.data !== null,
  fn: (_, e) => ({ name: e.name, data: e.data as { comment?: CardComment; cardAuthorId?: number | null; id?: number } }),
});
$comments
  .on(
    sample({
      clock: onThisCard,
      source: $user,
      filter: (_, e) => e.name === 'CommentPosted' && typeof e.data.comment?.id === 'number',
      // Who may delete it depends on the viewer, as the server decides it: the writer, the card's author, an admin.
      fn: (user, e) => ({
        ...e.data.comment!,
        canDelete: Boolean(user && ([e.data.comment!.author.id, e.data.cardAuthorId].some((id) => id != null && String(id) === String(user.id)) || user.isAdmin)),
      }),
    }),
    // The server's order is the ids': a late event for a comment already listed (this tab posted it) changes nothing.
    (list, comment) => (list.some((c) => c.id === comment.id) ? list : [...list, comment].sort((a, b) => a.id - b.id)),
  )
  .on(
    sample({ clock: onThisCard, filter: (e) => e.name === 'CommentDeleted' && typeof e.data.id === 'number', fn: (e) => e.data.id! }),
    (list, id) => list.filter((c) => c.id !== id),
  );
