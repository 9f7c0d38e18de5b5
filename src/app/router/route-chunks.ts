/**
 * The first screen's own chunk, fetched by the entry beside the app shell (src/app/main.tsx): the feed stack for
 * `/`, `/selection` and `/feeds/main`, the collections for `/feeds/…`, the tour for a visitor not yet through it here (the guards
 * send them there from `/`). Every screen is lazy (./pages.tsx wraps these same loaders), so the shell index.html
 * names carries none; this module stays tiny because the entry imports it before React exists.
 */
import { loadFeedCollectionPage, loadFeedPage } from '../../pages/feed';

export { loadFeedCollectionPage, loadFeedPage };
export const loadWelcomePage = () => import('../../pages/welcome').then((m) => m.WelcomePage);

/** Starts the current location's screen chunk; a failure is left to the lazy page's own handling when it renders. */
export function preloadFirstScreen(pathname: string, onboarded: boolean): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  let load: (() => Promise<unknown>) | null = null;
  // `/feeds/main` is the stack's other address (the guards send it to `/`).
  if (path === '/' || path === '/selection' || path === '/feeds/main') load = onboarded ? loadFeedPage : loadWelcomePage;
  else if (path.startsWith('/feeds/')) load = loadFeedCollectionPage;
  load?.().catch(() => undefined);
}
