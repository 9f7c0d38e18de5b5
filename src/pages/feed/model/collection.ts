import { createEvent, sample } from 'effector';
import type { Card } from '../../../entities/card';
import { fetchFeed, type FeedName } from '../../../entities/feed';
import { $user } from '../../../entities/user';
import { createPagedList } from '../../../shared/lib/paged-list';

/** A browsable collection (`/feeds/{name}`): pages of cards shown as a grid. */
export const collectionOpened = createEvent<FeedName>();
export const collectionMoreRequested = createEvent();

/** The collection on screen: its name and whose it is (bookmarks and "my" belong to the signed-in user). */
interface CollectionKey {
  name: FeedName;
  owner: string | null;
}

const list = createPagedList<CollectionKey, Card>(({ name }, cursor) => fetchFeed(name, { cursor, limit: 24 }));

export interface CollectionState {
  name: FeedName | null;
  owner: string | null;
  cards: Card[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const $collection = list.$state.map(
  (state): CollectionState => ({ name: state.key?.name ?? null, owner: state.key?.owner ?? null, cards: state.items, nextCursor: state.nextCursor, status: state.status }),
);
export const $isLoadingMoreCollection = list.$loadingMore;
/** Bookmarks and "my" need a user; for anonymous visitors the page asks them to start instead of calling the API. */
export const needsUser = (name: FeedName) => name === 'bookmarks' || name === 'my';

const $owner = $user.map((user) => (user ? String(user.id) : null));

sample({
  clock: collectionOpened,
  source: { state: $collection, owner: $owner },
  filter: ({ state, owner }, name) => !(needsUser(name) && owner === null) && (state.name !== name || state.owner !== owner || state.status === 'error' || name === 'bookmarks'),
  fn: ({ owner }, name) => ({ name, owner }),
  target: list.load,
});
sample({ clock: collectionMoreRequested, target: list.more });
// Someone else logged in or out: the collection on screen is reloaded for them.
sample({
  clock: $owner.updates,
  source: $collection,
  filter: (state) => state.name !== null,
  fn: (state) => state.name!,
  target: collectionOpened,
});
