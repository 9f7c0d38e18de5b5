/** Business constants of spec §9 that the client enforces. Times are in milliseconds unless the name says otherwise. */
export const TOAST_DURATION_MS = 4500;
export const TOAST_ERROR_DURATION_MS = 7000;
export const TOAST_SUCCESS_DURATION_MS = 2000;
/** The same message is not shown twice within this window. */
export const TOAST_DEDUPE_WINDOW_MS = 3000;
/** After a 426 the app reloads at `/?version=<lastVersion>` after this delay. */
export const UPDATE_RELOAD_DELAY_MS = 5000;
/** The push token is re-sent at most every 12 hours. */
export const PUSH_TOKEN_RESEND_MS = 43_200_000;
/** The mini-app notification prompt repeats at most every 7 days. */
export const MINI_APP_NOTIFICATION_PROMPT_MS = 604_800_000;
/** Retry after a "no active service worker" error from the push SDK. */
export const PUSH_NO_SW_RETRY_MS = 3000;
/**
 * Longest time the first render waits for the VK bridge. Outside VK `bridge.send` never settles, so this is the
 * worst case only when the URL looks like a VK launch but no container answers.
 */
export const PLATFORM_DETECT_TIMEOUT_MS = 2000;
/** How long the preloader waits for the session check before showing the app anyway. */
export const SESSION_WAIT_MAX_MS = 2500;
/** GET requests are retried on network failures and gateway errors; other methods never are. */
export const GET_RETRY_LIMIT = 2;
export const GET_RETRY_STATUSES: readonly number[] = [408, 502, 504];
/** Points a confirmed e-mail brings, once per account (server: EMAIL_VERIFIED_POINTS). */
export const EMAIL_VERIFIED_POINTS = 50;
/** The service worker's message to an open tab: open this in-app link (a tapped push notification). */
export const PUSH_OPEN_LINK_MESSAGE = 'slovo:open-link';
/** The CEFR levels a word, a saying or a learner can have, easiest first. */
export const CEFR_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
