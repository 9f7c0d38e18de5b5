import { SW_CACHES } from './caches';

/**
 * The first worker starts controlling the page only after the page has loaded, so the chunks and photos that load
 * fetched went past it. The page sends their addresses (src/app/pwa.ts) and the worker puts them into its run-time
 * caches from the browser's HTTP cache (no second download), so a deep link opened once still works offline with its
 * pictures. Done in the worker: dozens of cache look-ups and writes were ~15 ms of the page's main thread at idle,
 * four times that on a slow phone.
 */
export async function warmRuntimeCaches(addresses: readonly unknown[], origin: string): Promise<void> {
  const own = addresses.flatMap((a) => {
    if (typeof a !== 'string') return [];
    try {
      const url = new URL(a);
      return url.origin === origin ? [url] : [];
    } catch {
      return [];
    }
  });
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
