import { createEffect, createEvent, createStore, sample } from 'effector';
import { ROUTES, type RouteDef } from '../../shared/config';
import { $currentRoute } from '../../shared/navigation';
import { saveInstallPrompt, type InstallPromptState } from '../../shared/storage';
import { afterOffer, mayOffer } from './rule';
// The part loaded after the first screen: ./wiring.ts holds what the browser said meanwhile, and says when this has loaded.
import { $deferredPrompt, $installMode, $promptState, $tourAhead, appInstalled, installWatchDone, offerLoaded, promptCaptured, type BeforeInstallPromptEvent } from './wiring';

export { $installMode };

export const installClicked = createEvent();
export const offerDismissed = createEvent();
export const iosHelpClosed = createEvent();

export const $offerVisible = createStore(false);
export const $iosHelpOpen = createStore(false)
  .on(iosHelpClosed, () => false)
  .reset(appInstalled);

const BARE_PATHS: ReadonlySet<string> = new Set(ROUTES.filter((r) => (r as RouteDef).bare).map((r) => r.path));
/** The rule reads the clock, so the time is taken here, in the effect, not in a sample's filter: null when not now. */
const offerFx = createEffect((state: InstallPromptState): InstallPromptState | null => {
  const now = new Date();
  if (!mayOffer(state, now)) return null;
  const next = afterOffer(state, now);
  saveInstallPrompt(next);
  return next;
});
const offered = sample({ clock: offerFx.doneData, filter: (next): next is InstallPromptState => next !== null });
const $offeredHere = createStore(false).on(offered, () => true);

// Offer once per page life when the rule allows it, the app can be installed here, and the screen is not the tour
// (nor about to be: the tour ahead of a new visitor).
sample({
  clock: [offerLoaded, installWatchDone, promptCaptured, $currentRoute.updates, $tourAhead.updates],
  source: { state: $promptState, mode: $installMode, offered: $offeredHere, asking: offerFx.pending, route: $currentRoute, tourAhead: $tourAhead },
  filter: ({ state, mode, offered, asking, route, tourAhead }) =>
    state !== null && route !== null && !offered && !asking && !tourAhead && (mode === 'prompt' || mode === 'ios') && !BARE_PATHS.has(route.pathname),
  fn: ({ state }) => state!,
  target: offerFx,
});
sample({ clock: offered, target: $promptState });
sample({ clock: offered, fn: () => true, target: $offerVisible });

/** The one use of the held prompt: the browser's own dialog, then what the learner chose. */
export const promptFx = createEffect(async (event: BeforeInstallPromptEvent) => {
  await event.prompt();
  return (await event.userChoice).outcome;
});
export const $installing = promptFx.pending;
sample({ clock: installClicked, source: $deferredPrompt, filter: Boolean, target: promptFx });
sample({ clock: installClicked, source: $installMode, filter: (mode) => mode === 'ios', fn: () => true, target: $iosHelpOpen });
// Used (whatever the outcome, and even when it failed): a held prompt cannot be shown twice.
$deferredPrompt.reset(promptFx.finally, appInstalled);
$offerVisible.reset(offerDismissed, promptFx.finally, appInstalled, iosHelpClosed);

