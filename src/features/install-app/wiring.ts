/**
 * The install feature, the part the shell carries: what must be listening from the start. The browser's deferred
 * install prompt (`beforeinstallprompt`) may fire before the first screen, and `appinstalled` at any time, so they
 * are held in the stores here. The offer (its rule, banner and iOS steps, ./model.ts and ./ui/InstallOffer.tsx)
 * loads once the first screen is shown and the browser is idle, and decides from what these stores hold then.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { reachGoal } from '../../shared/goals';
import { callUnit, idleAfterFirstScreen, loadOnce } from '../../shared/lib';
import { loadInstallPrompt, type InstallPromptState } from '../../shared/storage';
import { isIos } from './rule';

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
export const installWatchDone = startFx.done;

/** The prompt the browser gave us, kept until it is used (it works once). */
export const $deferredPrompt = createStore<BeforeInstallPromptEvent | null>(null, { serialize: 'ignore' }).on(promptCaptured, (_, e) => e);
export const $installed = createStore(false)
  .on(startFx.doneData, (_, r) => r.standalone)
  .on(appInstalled, () => true);
const $ios = createStore(false).on(startFx.doneData, (_, r) => r.ios);
export const $promptState = createStore<InstallPromptState | null>(null).on(startFx.doneData, (_, r) => r.state);
export const $tourAhead = createStore(false).on(tourAheadChanged, (_, ahead) => ahead);

/** What settings can offer: the browser's dialog, the iOS steps, nothing (installed, or a browser without either). */
export const $installMode = combine($installed, $deferredPrompt, $ios, (installed, prompt, ios) =>
  installed ? ('installed' as const) : prompt ? ('prompt' as const) : ios ? ('ios' as const) : ('unavailable' as const),
);

sample({ clock: installWatchStarted, target: startFx });
sample({ clock: appInstalled, target: createEffect(() => reachGoal('app-installed')) });

/** The offer's banner and rule, one chunk; the app renders the banner once this has loaded (ui/DeferredInstallOffer). */
export const loadInstallOffer = loadOnce(() => import('./offer'));
/** The offer's chunk has loaded: its rule looks at the stores above (./model.ts), and the banner may render. */
export const offerLoaded = createEvent();
export const $offerLoaded = createStore(false).on(offerLoaded, () => true);

// Web only (the watch is never started inside VK). Not awaited by the effect: allSettled must not wait for the first screen.
const loadOfferFx = createEffect(() => {
  idleAfterFirstScreen()
    .then(loadInstallOffer)
    .then(
      () => callUnit(offerLoaded),
      (error: unknown) => console.warn('[slovo] the install offer failed to load', error),
    );
});
sample({ clock: startFx.done, target: loadOfferFx });
