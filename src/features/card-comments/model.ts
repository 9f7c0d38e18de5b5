import { createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api';
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
