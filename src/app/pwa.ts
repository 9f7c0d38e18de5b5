import { IS_PROD } from '../shared/config';
import { mayRegisterServiceWorker, type Platform } from '../shared/platform';
import { firstScreenShown } from './preloader';

/** At most this long after the first screen the worker is registered even if the page never goes idle. */
const IDLE_WAIT_MAX_MS = 3000;

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MAX_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * The service worker (precached shell, run-time cache of chunks and photos; src/app/sw/sw.ts) is for the installable
 * web app only — never inside VK (vk-platform §5). Registered once the page has loaded, the first screen has been
 * shown and the browser is idle: its precache and the warm-up of its run-time caches (24 requests and a few hundred
 * milliseconds of a phone's main thread) then never compete with the first screen. A newer worker waits for the old
 * tabs to close: nothing reloads a running session.
 */
export async function registerServiceWorker(platform: Platform): Promise<void> {
  if (!IS_PROD || !mayRegisterServiceWorker(platform) || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  await firstScreenShown;
  await idle();
  try {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({
      immediate: true,
      onRegisteredSW: () => {
        void navigator.serviceWorker.ready.then(() => import('./sw/warm')).then((m) => m.warmRuntimeCaches());
      },
    });
  } catch (error) {
    console.warn('[slovo] service worker registration failed', error);
  }
}
