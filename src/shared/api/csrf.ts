import { apiOrigin } from '../config/env';
import { readCookie, safeDecode } from '../lib/cookies';
import { callUnit } from '../lib/scope';
import { t } from '../i18n/init';
import { showError } from '../toasts/notify';
import { requestFinished, requestStarted } from './progress';
import { XSRF_COOKIE } from './csrf-cookie';

export { XSRF_COOKIE } from './csrf-cookie';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

/** The cookie holds the token URL-encoded (Laravel/Sanctum style); the header carries it decoded. */
export function readXsrfToken(): string | null {
  const raw = readCookie(XSRF_COOKIE);
  return raw ? safeDecode(raw) : null;
}

let inflight: Promise<void> | null = null;
/**
 * Set when a successful csrf-cookie answer still left no readable cookie: the browser drops our cookies (third-party
 * iframe) or the API is on another origin. Then automatic fetches stop — they would precede every request in vain.
 */
let cookieUnreadable = false;

/**
 * Makes sure the XSRF-TOKEN cookie exists. Concurrent callers share one request; failures are only logged to the
 * console, because the request that needed the token will fail visibly on its own (419).
 */
export function ensureCsrfCookie(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && (readXsrfToken() || cookieUnreadable)) return Promise.resolve();
  inflight ??= (async () => {
    callUnit(requestStarted);
    try {
      const response = await globalThis.fetch(`${apiOrigin()}${CSRF_COOKIE_PATH}`, {
        method: 'GET',
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${CSRF_COOKIE_PATH} answered ${response.status}`);
      if (!readXsrfToken() && !cookieUnreadable) {
        cookieUnreadable = true;
        if (apiOrigin() === window.location.origin) showError(t('errors:cookieNotAccepted'));
      }
    } catch (error) {
      console.warn('[slovo] could not refresh the CSRF cookie', error);
    } finally {
      callUnit(requestFinished);
      inflight = null;
    }
  })();
  return inflight;
}

/** Forget what was learnt about cookies (after logout, and between unit tests). */
export function resetCsrfState(): void {
  inflight = null;
  cookieUnreadable = false;
}
