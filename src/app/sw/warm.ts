import { SW_CACHES } from './caches';

/**
 * The first worker starts controlling the page only after the page has loaded, so the chunks and photos that load
 * fetched went past it. They are put into the worker's run-time caches from the browser's HTTP cache (no second
 * download), so a deep link opened once still works offline with its pictures.
 */
export async function warmRuntimeCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const loaded = performance.getEntriesByType('resource').map((e) => new URL(e.name));
  const own = loaded.filter((u) => u.origin === location.origin);
  const put = async (cacheName: string, urls: URL[]) => {
    if (!urls.length) return;
    const cache = await caches.open(cacheName);
    await Promise.all(urls.map(async (u) => ((await cache.match(u.href)) ? undefined : cache.add(u.href).catch(() => undefined))));
  };
  await Promise.all([
    put(SW_CACHES.assets, own.filter((u) => u.pathname.startsWith('/assets/'))),
    put(SW_CACHES.photos, own.filter((u) => u.pathname.startsWith('/photos/') || u.pathname.startsWith('/uploads/'))),
  ]);
}
