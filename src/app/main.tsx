/**
 * The entry index.html runs. The browser paints the inline preloader first, then the app is evaluated (./start):
 * evaluating React, VKUI and the first screen takes a phone hundreds of milliseconds, which must not hold back the
 * first paint. Its chunks and stylesheets are fetched from the start beside this one (index.html names them as
 * modulepreload/preload, scripts/vite/preload-start.ts); the dynamic import applies the stylesheets before it
 * resolves, so the first render is styled. The first screen's own chunk (the feed, or the tour for a new visitor)
 * is requested here at once, beside the shell, not after it, and so are the shell's strings in the likely language. A hidden tab paints no frames: a timer starts the app.
 */
import { preloadFirstScreen } from './router/route-chunks';
import { browserLanguages, detectLocale } from '../shared/i18n/detect';
import { shellStrings } from '../shared/i18n/shell-chunks';
import { yieldToBrowser } from '../shared/lib/yield';

/**
 * The chunks `./start` needs, as index.html names them (modulepreload, in evaluation order, `./start`'s own last:
 * scripts/vite/preload-start.ts), read before anything else adds such links. Importing `./start` at once evaluated
 * all of them in one task (~50 ms of CPU here, four times that on Lighthouse's phone: most of a returning visitor's
 * blocking time, mostly the models creating their units); imported one by one with a yield between them, each chunk
 * is a task of its own and every module still runs in the same order. `./start`'s own chunk is left to its import,
 * which applies the stylesheets before it runs. The dev server names none: the app is imported at once.
 */
const shellChunks = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href).slice(0, -1);

let started = false;
async function start(): Promise<void> {
  if (started) return;
  started = true;
  try {
    for (const chunk of shellChunks) {
      await import(/* @vite-ignore */ chunk);
      await yieldToBrowser();
    }
    await import('./start');
  } catch (error: unknown) {
    console.error('[slovo] the app failed to load', error);
  }
}

// STORAGE_KEYS (shared/storage), read raw: importing the storage module here would pull it into the entry.
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const onboardedHere = () => stored('slovo.onboarding') === 'done';

/**
 * The language the start will choose (app/init.ts, the same rule), so its strings' chunk is fetched beside the shell.
 * Inside VK the launch params in the URL carry vk_language; a guess that turns out wrong costs one more request.
 */
function likelyLocale() {
  const saved = stored('slovo.locale');
  return detectLocale({
    saved: saved === 'ru' || saved === 'en' ? saved : null,
    vkLanguage: new URLSearchParams(location.search).get('vk_language'),
    browserLanguages: browserLanguages(),
  });
}

// Inside VK the hash router keeps the route after '#'. A task of its own: inserting the screen's ~45 preload links
// and stylesheets is most of the entry's CPU time (~12 of 15 ms here).
setTimeout(() => preloadFirstScreen(__VK_BUILD__ ? location.hash.slice(1).split('?')[0] || '/' : location.pathname, onboardedHere()), 0);
shellStrings[likelyLocale()]().catch(() => undefined);
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 200);
