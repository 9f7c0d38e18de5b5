import { createEvent, createStore } from 'effector';
import { userCleared } from '../user/@x/card';

/**
 * Bookmarks changed in this session, by card id. Lists and show-card read `bookmarked` through this map, so a toggle
 * shows everywhere at once without refetching.
 */
export const bookmarkSet = createEvent<{ id: number; value: boolean }>();
export const $bookmarkOverrides = createStore<Record<number, boolean>>({})
  .on(bookmarkSet, (map, { id, value }) => ({ ...map, [id]: value }))
  .reset(userCleared);

export function isBookmarked(card: { id: number; bookmarked: boolean }, overrides: Record<number, boolean>): boolean {
  return overrides[card.id] ?? card.bookmarked;
}
