/**
 * Push, the part the shell carries: what must see every event from the start. The permission flow, firebase's
 * wrapper and reminder settings (./model.ts) load after the first screen, at the first sign-in; a sign-in seen
 * before they are there is kept (the effect below waits for them) and replayed to them in order, so none is lost.
 */
import { createEffect, createEvent, sample } from 'effector';
import { $opened as $feedOpened, feedReloadRequested } from '../../entities/feed';
import { $userId } from '../../entities/user';
import { PUSH_OPEN_LINK_MESSAGE } from '../../shared/config';
import { navigationRequested } from '../../shared/navigation';
import { callUnit, idleAfterFirstScreen, loadOnce } from '../../shared/lib';
import { savePushTokenUpdatedAt } from '../../shared/storage';

export const loadPushModel = loadOnce(() => import('./model'));

/**
 * Every sign-in runs the flow quietly, once the rest of push has loaded after the first screen. Not awaited by the
 * effect: a scope's allSettled must not wait for the first screen.
 */
const signedInFx = createEffect(() => {
  idleAfterFirstScreen()
    .then(loadPushModel)
    .then(
      ({ quietFlowRequested }) => callUnit(quietFlowRequested),
      (error: unknown) => console.warn('[slovo] push failed to load', error),
    );
});
sample({ clock: $userId.updates, filter: (id) => id !== null, target: signedInFx });
// Another account may sign in next on this browser: its token must be sent again, not held back for 12 hours.
const forgetSentTokenFx = createEffect(() => savePushTokenUpdatedAt(null));
sample({ clock: $userId.updates, filter: (id) => id === null, target: forgetSentTokenFx });

/** A push with a link containing /selection also says that new cards are there (spec §2). */
export const pushNewCardsSignalled = createEvent();
sample({ clock: pushNewCardsSignalled, filter: $feedOpened, target: feedReloadRequested });

/** A tapped notification while a tab is open: the worker asks that tab to open the link in-app. */
export const pushLinkOpened = createEvent<string>();
sample({ clock: pushLinkOpened, fn: (to) => ({ to }), target: navigationRequested });
sample({ clock: pushLinkOpened, filter: (link) => link.includes('/selection'), target: pushNewCardsSignalled });
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; link?: unknown } | null;
    if (data?.type === PUSH_OPEN_LINK_MESSAGE && typeof data.link === 'string' && data.link.startsWith('/')) callUnit(pushLinkOpened, data.link);
  });
}
