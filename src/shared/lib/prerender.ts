/**
 * The tour's first step painted from index.html before the app's code has arrived (a new visitor's first screen; built
 * by scripts/vite/prerender-tour.ts, shown by src/app/prerender/show.ts). The app replaces it when its own first
 * screen is on the page: the same step rendered by React under it, so removing it moves nothing.
 */
export const PRERENDER_ID = 'prerender';
/** The prerender's buttons carry the app's test ids under this name, so only the app's own buttons answer to them. */
export const PRERENDER_TAP_ATTR = 'data-prerender-testid';
/** The route the prerender stands for: any other first screen replaces it at once. */
export const PRERENDER_ROUTE = 'welcome';

interface PrerenderWindow {
  /** The test id of the last button tapped on the prerender (set by its inline script), replayed on the app's. */
  __slovoPrerenderTap?: string;
}

/**
 * Removes the prerender (safe to call twice). A tap on one of its buttons while the app was loading is not lost: the
 * app's button with the same test id is clicked once the app's screen is the one on the page.
 */
export function releasePrerender(): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(PRERENDER_ID);
  if (!element) return;
  element.remove();
  // Its inlined rules too: the app's own stylesheets, applied before it rendered, hold the same rules.
  document.getElementById(`${PRERENDER_ID}-css`)?.remove();
  const w = window as PrerenderWindow;
  const tap = w.__slovoPrerenderTap;
  delete w.__slovoPrerenderTap;
  // After the commit that called us: the click goes to a mounted button whose handlers React has attached.
  if (tap) setTimeout(() => [...document.querySelectorAll<HTMLElement>('#app [data-testid]')].find((el) => el.dataset.testid === tap)?.click(), 0);
}
