/** Names shared by the service worker and the page (the page warms the photo cache before a training session). */
export const SW_CACHES = {
  assets: 'slovo-assets',
  photos: 'slovo-photos',
} as const;

/** Server paths that a navigation must reach for real, never answered with the app shell. */
export const SW_NAVIGATION_DENYLIST: RegExp[] = [/^\/api\//, /^\/sanctum\//, /^\/broadcasting\//, /^\/pusher\//, /^\/app\//, /^\/health/, /^\/photos\//, /^\/uploads\//, /^\/speech\//];

/** The page's message asking the worker to put what the page loaded before it had a worker into its caches. */
export const SW_WARM_MESSAGE = 'slovo:warm-caches';
