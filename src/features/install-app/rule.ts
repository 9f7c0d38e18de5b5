import type { InstallPromptState } from '../../shared/storage';

/**
 * When the install offer may be shown again, and what showing it stores (spec §3: `appInstallPrompt` starts at 0,
 * `appInstallPromptNextAt` starts as the current date string, so a new visitor may be offered at once).
 *
 * - The offer (our own banner, never the browser's dialog by itself) appears only when the browser holds a deferred
 *   prompt — or on iOS Safari, which has none and gets the "Add to Home Screen" steps — the app is not installed,
 *   it runs on the web (never inside VK) and `now ≥ appInstallPromptNextAt`.
 * - Showing it is what counts: `appInstallPrompt` += 1 and `appInstallPromptNextAt` = now + 3 days after the first
 *   showing, 7 days after the second, 30 days after every later one. Ignoring the banner counts as "not now".
 * - The browser's dialog opens only when the learner taps "Install" (banner or settings), which is the one use of the
 *   held prompt (spec §4: held until the user acts). Settings offers it at any time, whatever `NextAt` says.
 */
export const OFFER_BACKOFF_DAYS = [3, 7, 30] as const;
const DAY_MS = 86_400_000;

export function mayOffer(state: InstallPromptState, now: Date): boolean {
  const next = Date.parse(state.nextAt);
  return Number.isNaN(next) || now.getTime() >= next;
}

/** The stored state after the offer has been shown once more at `now`. */
export function afterOffer(state: InstallPromptState, now: Date): InstallPromptState {
  const count = state.count + 1;
  const days = OFFER_BACKOFF_DAYS[Math.min(count, OFFER_BACKOFF_DAYS.length) - 1]!;
  return { count, nextAt: new Date(now.getTime() + days * DAY_MS).toString() };
}

/** iOS (iPad reports itself as a Mac with touch): no beforeinstallprompt, installation is "Share → Add to Home Screen". */
export function isIos(nav: { userAgent: string; platform?: string; maxTouchPoints?: number }): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && (nav.maxTouchPoints ?? 0) > 1);
}
