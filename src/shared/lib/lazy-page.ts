import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { assignLocation } from './location';
import { appRootUrl, getPlatform } from '../platform';
import { readItem, writeItem, SESSION_KEYS } from '../storage';
import { afterServerAnswers, probeOnce } from '../api/reachability';

/** A second failure this soon after a reload means the build is really gone: show the error instead of looping. */
const RELOAD_LOOP_WINDOW_MS = 10_000;

/**
 * Spec §2: a failed load of a screen sends the browser to the root path. Usually a deploy replaced the hashed
 * chunks under an open tab; a full reload picks up the new build.
 * Returns false when it refused to reload (a loop), so the caller can surface the error.
 */
export function handleChunkLoadFailure(error: unknown, now: number = Date.now()): boolean {
  const last = Number(readItem(SESSION_KEYS.chunkReloadAt, 'session') ?? 0);
  if (now - last < RELOAD_LOOP_WINDOW_MS) {
    console.error('[slovo] a screen failed to load again after a reload', error);
    return false;
  }
  const reload = (at: number) => {
    writeItem(SESSION_KEYS.chunkReloadAt, String(at), 'session');
    assignLocation(appRootUrl(getPlatform()));
  };
  // Offline the chunk could not load, and a navigation now would only land on the browser's error page and lose the
  // app: the screen waits, and the reload happens when the network is back.
  if (typeof navigator !== 'undefined' && navigator.onLine === false && typeof window !== 'undefined') {
    window.addEventListener('online', () => reload(Date.now()), { once: true });
    return true;
  }
  reload(now);
  return true;
}

/**
 * A screen's chunk that failed while the server does not answer (stopped, or a network the browser still calls
 * online) is not a new build: the screen keeps its spinner and loads once the server answers again, without a reload
 * that would land on the feed. Otherwise the failed-chunk rule above applies.
 */
async function loadOrWait<P>(load: () => Promise<ComponentType<P>>, error: unknown): Promise<ComponentType<P>> {
  /** Waits for what was missing, then tries the import once more; a second failure replaces the first. */
  const retryAfter = async (wait: Promise<void>) => {
    await wait;
    try {
      return await load();
    } catch (again) {
      error = again;
      return null;
    }
  };
  // Offline the chunk was never fetched: it is fetched when the network is back, with nothing reloaded or lost.
  if (typeof navigator !== 'undefined' && navigator.onLine === false && typeof window !== 'undefined') {
    const loaded = await retryAfter(new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true })));
    if (loaded) return loaded;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine !== false && !(await probeOnce())) {
    const loaded = await retryAfter(afterServerAnswers());
    if (loaded) return loaded;
  }
  if (handleChunkLoadFailure(error)) return new Promise<never>(() => undefined);
  throw error;
}

/**
 * React.lazy with the failed-chunk rule; the import never settles once a reload is under way. For a screen and for a
 * part of one (a sheet, an offer): a plain React.lazy whose chunk failed offline took the whole screen down.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().catch((error: unknown) => loadOrWait(load, error)).then((component) => ({ default: component })));
}
