import { IS_PROD } from '../shared/config';
import { mayRegisterServiceWorker, type Platform } from '../shared/platform';

/**
 * The service worker (precached shell, run-time cache of chunks and photos; src/app/sw/sw.ts) is for the installable
 * web app only — never inside VK (vk-platform §5). Registered once the page has loaded, so its precache never
 * competes with the first screen. A newer worker waits for the old tabs to close: nothing reloads a running session.
 */
export async function registerServiceWorker(platform: Platform): Promise<void> {
  if (!IS_PROD || !mayRegisterServiceWorker(platform) || !('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
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
