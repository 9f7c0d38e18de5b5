/**
 * The entry index.html runs. The browser paints the inline preloader first, then the app is evaluated (./start):
 * evaluating React, VKUI and the first screen takes a phone hundreds of milliseconds, which must not hold back the
 * first paint. Its chunks and stylesheets are fetched from the start beside this one (index.html names them as
 * modulepreload/preload, scripts/vite/preload-start.ts); the dynamic import applies the stylesheets before it
 * resolves, so the first render is styled. A hidden tab paints no frames: a timer starts the app there.
 */
let started = false;
function start(): void {
  if (started) return;
  started = true;
  import('./start').catch((error: unknown) => console.error('[slovo] the app failed to load', error));
}
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
