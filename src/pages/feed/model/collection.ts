import { createEvent, createStore, sample } from 'effector';
import type { Card } from '../../../entities/card';
import { fetchFeed, type FeedName } from '../../../entities/feed';
import { $user } from '../../../entities/user';
import { createApiEffect } from '../../../shared/api';

/** A browsable collection (`/feeds/{name}`): pages of cards shown as a grid. */
export const collectionOpened = createEvent<FeedName>();
export const collectionMoreRequested = createEvent();

export const loadCollectionFx = createApiEffect(({ name, cursor }: { name: FeedName; cursor: string | null; owner: string | null }) =>
  fetchFeed(name, { cursor, limit: 24 }),
);

export interface CollectionState {
  name: FeedName | null;
  owner: string | null;
  cards: Card[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

const EMPTY: CollectionState = { name: null, owner: null, cards: [], nextCursor: null, status: 'idle' };
/** Bookmarks and "my" need a user; for anonymous visitors the page asks them to start instead of calling the API. */
export const needsUser = (name: FeedName) => name === 'bookmarks' || name === 'my';

export const $collection = createStore<CollectionState>(EMPTY)
  .on(loadCollectionFx, (state, { name, cursor, owner }) => (cursor ? state : { ...EMPTY, name, owner, status: 'loading' }))
  .on(loadCollectionFx.done, (state, { params, result }) => {
    if (params.name !== state.name) return state;
    const seen = new Set(state.cards.map((c) => c.id));
    const cards = params.cursor ? [...state.cards, ...result.data.filter((c) => !seen.has(c.id))] : result.data;
    return { ...state, cards, nextCursor: result.meta.nextCursor, status: 'ready' };
  })
  .on(loadCollectionFx.fail, (state, { params }) => (params.name !== state.name || params.cursor ? state : { ...state, status: 'error' }));
export const $isLoadingMoreCollection = loadCollectionFx.pending;

const $owner = $user.map((user) => (user ? String(user.id) : null));

sample({
  clock: collectionOpened,
  source: { state: $collection, owner: $owner },
  filter: ({ state, owner }, name) => !(needsUser(name) && owner === null) && (state.name !== name || state.owner !== owner || state.status === 'error' || name === 'bookmarks'),
  fn: ({ owner }, name) => ({ name, cursor: null, owner }),
  target: loadCollectionFx,
});
sample({
  clock: collectionMoreRequested,
  source: { state: $collection, pending: loadCollectionFx.pending },
  filter: ({ state, pending }) => !pending && state.name !== null && Boolean(state.nextCursor),
  fn: ({ state }) => ({ name: state.name!, cursor: state.nextCursor, owner: state.owner }),
  target: loadCollectionFx,
});
// Someone else logged in or out: the collection on screen is reloaded for them.
sample({
  clock: $owner.updates,
  source: $collection,
  filter: (state) => state.name !== null,
  fn: (state) => state.name!,
  target: collectionOpened,
});
