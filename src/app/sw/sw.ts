/// <reference lib="webworker" />
/**
 * The web app's service worker (vite-plugin-pwa builds it with injectManifest; never registered inside VK).
 *
 * - Precache: the shell only (index.html, the entry chunk with its modulepreloads and stylesheets, the manifest and
 *   icons): what the first screen needs offline, and nothing that competes with it on the first visit.
 * - Runtime: lazy chunks and card photos are cached when the app first uses them, so a training session that has
 *   been opened once works offline with its pictures.
 * - Updates: a new worker installs in the background and waits; it takes over when no tab of the old version is
 *   open any more, so a running session never gets chunks of another build.
 * - Background messages: the one place for push handlers is the end of this file.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { SW_CACHES, SW_NAVIGATION_DENYLIST, SW_WARM_MESSAGE } from './caches';
import { warmRuntimeCaches } from './warm';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes control of the page that registered it, so what that first session loads is cached too.
// A later version only activates once the old tabs are gone (no skipWaiting), so claiming then changes nothing.
clientsClaim();

// Deep links (/cards/123) open the precached shell; API and other server paths never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SW_NAVIGATION_DENYLIST }));

// The server answers files with `Vary: Origin, Accept-Encoding` (CORS, precompressed copies). The Cache API honours
// Vary when matching, so a chunk stored from one kind of request (the page's warm-up, a <link rel=modulepreload>) was
// not found for another (a module import with its Origin header) and an offline tab failed to load it although it was
// in the cache. What is stored is the decoded body of a same-origin file, the same for every such request: ignore Vary.
const matchOptions: CacheQueryOptions = { ignoreVary: true };

// Hashed build files never change under their name: cache-first, kept for old pages until expiry.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && (request.destination === 'script' || request.destination === 'style' || request.destination === 'font' || request.destination === 'image'),
  new CacheFirst({
    cacheName: SW_CACHES.assets,
    matchOptions,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

// Card photos are content-addressed (a new picture gets a new URL) and uploads are renamed on change.
registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname.startsWith('/photos/') || url.pathname.startsWith('/uploads/')),
  new CacheFirst({
    cacheName: SW_CACHES.photos,
    matchOptions,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// What the page loaded before this worker controlled it (src/app/pwa.ts), put into the run-time caches above.
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_WARM_MESSAGE) {
    const urls = (data as { urls?: unknown }).urls;
    event.waitUntil(warmRuntimeCaches(Array.isArray(urls) ? urls : [], self.location.origin));
  }
});

// ---- Background messages -------------------------------------------------------------------------------------------
// Push handlers (Firebase `onBackgroundMessage`, `push` / `notificationclick` listeners) are added here, and only here.
import { installPushHandlers } from './push';

installPushHandlers();
