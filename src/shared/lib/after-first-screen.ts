/** At most this long after the first screen deferred work starts even if the page never goes idle. */
const IDLE_WAIT_MAX_MS = 3000;

let shown!: () => void;
/**
 * Settles once the first screen has replaced the preloader (app/preloader.ts marks it): work the first screen does
 * not need — the service worker, the toaster, push, the review outbox — waits for it, so it does not compete with it.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve;
});

export function markFirstScreenShown(): void {
  shown();
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MAX_MS });
    else setTimeout(resolve, 0);
  });
}

/** The first screen is shown and the browser is idle (or IDLE_WAIT_MAX_MS have passed). */
export function idleAfterFirstScreen(): Promise<void> {
  return firstScreenShown.then(idle);
}

/**
 * A lazily imported part, fetched once: the first caller starts the import, later ones share it. A failed import
 * (offline, a deploy replaced the chunk) is forgotten, so the next need tries again instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
