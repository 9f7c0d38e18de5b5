import { createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import { createApiEffect } from '../api';

/** What the API's cursor-paged lists answer (docs/api.md "Pagination"). */
export interface Page<T> {
  data: T[];
  meta: { nextCursor: string | null };
}

/**
 * Where a paged list stands. `error` is only a failed first page (nothing to show, offer a retry); a failed later
 * page keeps the list `ready` with what it shows.
 */
export type PageStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PagedListState<K, T> {
  /** Which list is shown (a collection's name and owner, a learning stage…); null before the first load. */
  key: K | null;
  items: T[];
  nextCursor: string | null;
  status: PageStatus;
}

/** A later page appended without repeating an item already shown (an item can move between pages meanwhile). */
export function appendPage<T extends { id: number | string }>(items: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...incoming.filter((item) => !seen.has(item.id))];
}

export interface PagedList<K, T> {
  $state: Store<PagedListState<K, T>>;
  /** A page after the first is on its way. */
  $loadingMore: Store<boolean>;
  /** Shows the list for `key` from its first page (also a reload of the same list). */
  load: EventCallable<K>;
  /** The next page, if there is one and none is on its way. */
  more: EventCallable<void>;
}

const sameKey = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One model for every list the learner pages through with "Show more" (collections, the learning stage lists): the
 * first page replaces the list, later pages append without repeating a card already shown (a card can move between
 * pages while the learner reads), and an answer for a list no longer shown is dropped. A failed first page is an
 * error to show with a retry; a failed later page keeps what is shown.
 * The feed stack (entities/feed) is a queue consumed by decisions rather than a list shown whole; it shares this
 * file's `Page`, `PageStatus` and `appendPage` (docs/decisions/ "Feed").
 */
export function createPagedList<K, T extends { id: number | string }>(fetchPage: (key: K, cursor: string | null) => Promise<Page<T>>): PagedList<K, T> {
  const load = createEvent<K>();
  const more = createEvent();
  const loadFx = createApiEffect(({ key, cursor }: { key: K; cursor: string | null }) => fetchPage(key, cursor));
  const empty: PagedListState<K, T> = { key: null, items: [], nextCursor: null, status: 'idle' };

  const $state = createStore<PagedListState<K, T>>(empty)
    .on(loadFx, (state, { key, cursor }) => (cursor ? state : { ...empty, key, status: 'loading' }))
    .on(loadFx.done, (state, { params, result }) => {
      if (!sameKey(params.key, state.key)) return state;
      const items = params.cursor ? appendPage(state.items, result.data) : result.data;
      return { ...state, items, nextCursor: result.meta.nextCursor, status: 'ready' };
    })
    .on(loadFx.fail, (state, { params }) => (!sameKey(params.key, state.key) || params.cursor ? state : { ...state, status: 'error' }));

  const $loadingMore = createStore(false)
    .on(loadFx, (_, { cursor }) => cursor !== null)
    .on(loadFx.finally, () => false);

  sample({ clock: load, fn: (key) => ({ key, cursor: null }), target: loadFx });
  sample({
    clock: more,
    source: { state: $state, pending: loadFx.pending },
    filter: ({ state, pending }) => !pending && state.key !== null && state.nextCursor !== null,
    fn: ({ state }) => ({ key: state.key as K, cursor: state.nextCursor }),
    target: loadFx,
  });

  return { $state, $loadingMore, load, more };
}
