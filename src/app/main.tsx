/**
 * The entry index.html runs. The browser paints the inline preloader first, then the app is evaluated (./start):
 * evaluating React, VKUI and the first screen takes a phone hundreds of milliseconds, which must not hold back the
 * first paint. Its chunks and stylesheets are fetched from the start beside this one (index.html names them as
 * modulepreload/preload, scripts/vite/preload-start.ts); the dynamic import applies the stylesheets before it
 * resolves, so the first render is styled. The first screen's own chunk (the feed, or the tour for a new visitor)
 * is requested here at once, beside the shell, not after it. A hidden tab paints no frames: a timer starts the app.
 */
import { preloadFirstScreen } from './router/route-chunks';

let started = false;
function start(): void {
  if (started) return;
  started = true;
  import('./start').catch((error: unknown) => console.error('[slovo] the app failed to load', error));
}

function onboardedHere(): boolean {
  try {
    // STORAGE_KEYS.onboarding (shared/storage), read raw: importing the storage module here would pull it into the entry.
    return localStorage.getItem('slovo.onboarding') === 'done';
  } catch {
    return false;
  }
}

// Inside VK the hash router keeps the route after '#'.
preloadFirstScreen(__VK_BUILD__ ? location.hash.slice(1).split('?')[0] || '/' : location.pathname, onboardedHere());
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
