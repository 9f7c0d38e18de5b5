/**
 * The feed's two screens, each its own chunk: the stack (the first screen of `/`) and the collections grid
 * (`/feeds/…`). Plain loaders, so the entry can start the first screen's chunk beside the shell without pulling in
 * anything else (app/router/route-chunks.ts); the router wraps them in lazy pages.
 */
export const loadFeedPage = () => import('./ui/FeedPage').then((m) => m.FeedPage);
export const loadFeedCollectionPage = () => import('./ui/FeedCollectionPage').then((m) => m.FeedCollectionPage);
