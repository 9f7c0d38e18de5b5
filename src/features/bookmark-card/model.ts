import { createEvent, sample } from 'effector';
import { bookmarkSet, deleteBookmark, putBookmark } from '../../entities/card';
import { $user } from '../../entities/user';
import { createApiEffect } from '../../shared/api';

/** Bookmark on / off: shown at once, sent after; a failure flips it back (the API client has told the user). */
export const bookmarkToggled = createEvent<{ id: number; value: boolean }>();
/** An anonymous visitor tried to bookmark: nothing was sent, a session is needed first. */
export const sessionNeeded = createEvent();

export const bookmarkFx = createApiEffect(async ({ id, value }: { id: number; value: boolean }) => {
  if (value) await putBookmark(id);
  else await deleteBookmark(id);
});

const allowed = sample({ clock: bookmarkToggled, source: $user, filter: (user) => user !== null, fn: (_, input) => input });
sample({ clock: bookmarkToggled, source: $user, filter: (user) => user === null, fn: () => undefined, target: sessionNeeded });
sample({ clock: allowed, target: [bookmarkSet, bookmarkFx] });
sample({ clock: bookmarkFx.fail, fn: ({ params }) => ({ id: params.id, value: !params.value }), target: bookmarkSet });
