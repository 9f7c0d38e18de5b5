import { IS_PROD } from '../shared/config';
import { mayRegisterServiceWorker, type Platform } from '../shared/platform';

/** The service worker (precached shell) is for the installable web app only — never inside VK (vk-platform §5). */
export async function registerServiceWorker(platform: Platform): Promise<void> {
  if (!IS_PROD || !mayRegisterServiceWorker(platform) || !('serviceWorker' in navigator)) return;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({ immediate: true });
  } catch (error) {
    console.warn('[slovo] service worker registration failed', error);
  }
}
