import { IS_PROD } from '../shared/config';
import { mayRegisterServiceWorker, type Platform } from '../shared/platform';
import { idleAfterFirstScreen } from '../shared/lib';
import { SW_WARM_MESSAGE } from './sw/caches';

/**
 * The service worker (precached shell, run-time cache of chunks and photos; src/app/sw/sw.ts) is for the installable
 * web app only — never inside VK (vk-platform §5). Registered once the page has loaded, the first screen has been
 * shown and the browser is idle: its precache and the warm-up of its run-time caches (24 requests, done by the worker
 * with the addresses the page sends: sw/warm.ts) then never compete with the first screen. A newer worker waits for the old
 * tabs to close: nothing reloads a running session.
 */
export async function registerServiceWorker(platform: Platform): Promise<void> {
  if (!IS_PROD || !mayRegisterServiceWorker(platform) || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  await idleAfterFirstScreen();
  try {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({
      immediate: true,
      onRegisteredSW: () => {
        void navigator.serviceWorker.ready.then((registration) =>
          registration.active?.postMessage({ type: SW_WARM_MESSAGE, urls: performance.getEntriesByType('resource').map((e) => e.name) }),
        );
      },
    });
  } catch (error) {
    console.warn('[slovo] service worker registration failed', error);
  }
}
