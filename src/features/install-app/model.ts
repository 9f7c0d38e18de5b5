import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ROUTES, type RouteDef } from '../../shared/config';
import { reachGoal } from '../../shared/goals';
import { callUnit } from '../../shared/lib';
import { $currentRoute } from '../../shared/navigation';
import { loadInstallPrompt, saveInstallPrompt, type InstallPromptState } from '../../shared/storage';
import { afterOffer, isIos, mayOffer } from './rule';

/** Chromium's deferred install prompt (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms?: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
  prompt(): Promise<unknown>;
}

/** Started by the app on the web only (never inside VK): listens for the browser's install events. */
export const installWatchStarted = createEvent();
export const promptCaptured = createEvent<BeforeInstallPromptEvent>();
export const appInstalled = createEvent();
export const installClicked = createEvent();
export const offerDismissed = createEvent();
export const iosHelpClosed = createEvent();
/**
 * Told by the app (which knows the onboarding feature): this device still has the first-run tour ahead. The offer
 * waits for it — a new visitor opening `/` is on the main route for a moment before the guards send them to the tour.
 */
export const tourAheadChanged = createEvent<boolean>();

const startFx = createEffect(() => {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held, not shown: the browser's dialog opens only when the learner taps "Install" (spec §4).
    event.preventDefault();
    callUnit(promptCaptured, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => callUnit(appInstalled));
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone = Boolean(window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone);
  return { standalone, ios: isIos(nav), state: loadInstallPrompt() };
});

/** The prompt the browser gave us, kept until it is used (it works once). */
export const $deferredPrompt = createStore<BeforeInstallPromptEvent | null>(null, { serialize: 'ignore' }).on(promptCaptured, (_, e) => e);
export const $installed = createStore(false)
  .on(startFx.doneData, (_, r) => r.standalone)
  .on(appInstalled, () => true);
const $ios = createStore(false).on(startFx.doneData, (_, r) => r.ios);
export const $promptState = createStore<InstallPromptState | null>(null).on(startFx.doneData, (_, r) => r.state);

/** What settings can offer: the browser's dialog, the iOS steps, nothing (installed, or a browser without either). */
export const $installMode = combine($installed, $deferredPrompt, $ios, (installed, prompt, ios) =>
  installed ? ('installed' as const) : prompt ? ('prompt' as const) : ios ? ('ios' as const) : ('unavailable' as const),
);
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
const $tourAhead = createStore(false).on(tourAheadChanged, (_, ahead) => ahead);

// Offer once per page life when the rule allows it, the app can be installed here, and the screen is not the tour
// (nor about to be: the tour ahead of a new visitor).
sample({
  clock: [startFx.done, promptCaptured, $currentRoute.updates, $tourAhead.updates],
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

sample({ clock: installWatchStarted, target: startFx });
sample({ clock: appInstalled, target: createEffect(() => reachGoal('app-installed')) });
