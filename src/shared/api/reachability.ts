import { createEvent, createStore, sample } from 'effector';
import { apiOrigin } from '../config/env';
import { callUnit } from '../lib/scope';

/**
 * Whether the server answers, as the app last saw it. A request that got no response at all marks it unreachable
 * (the browser may still say it is online: a stopped server, a captive Wi-Fi); from then on the server is asked
 * again (`/health`, with growing pauses, at once on the window's `online` event) until anything answers, and any
 * other answer (an API call, the realtime socket) counts too. The return is `connectionRestored`: every screen that
 * failed to load retries on it, so nothing waits for a reload.
 */
export const serverUnreachable = createEvent();
export const serverAnswered = createEvent();

export const $serverReachable = createStore(true, { serialize: 'ignore' })
  .on(serverUnreachable, () => false)
  .on(serverAnswered, () => true);

/** The server answers again after it did not. */
export const connectionRestored = createEvent();
sample({ clock: $serverReachable.updates, filter: Boolean, target: connectionRestored });

/** How many times the connection came back (a store, so a screen can react to it inside the app's scope). */
export const $reconnects = createStore(0, { serialize: 'ignore' }).on(connectionRestored, (n) => n + 1);

const PROBE_PAUSES_MS = [1_000, 2_000, 3_000, 5_000, 8_000];

let probing = false;
let wake: (() => void) | null = null;

const waiters: Array<() => void> = [];

/** Whether the server answers right now (one request). */
export async function probeOnce(): Promise<boolean> {
  try {
    // Any answer (even a 503 from a database in trouble) means the server is there; no-store skips every cache.
    // no-cors: the API may live on another origin (VK hosting); an opaque answer still proves the server is there.
    await fetch(`${apiOrigin()}/health`, { cache: 'no-store', credentials: 'omit', mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}

/** Asks the server until it answers; one loop at a time. */
async function probeUntilAnswered(): Promise<void> {
  if (probing) return;
  probing = true;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const pause = PROBE_PAUSES_MS[Math.min(attempt, PROBE_PAUSES_MS.length - 1)]!;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (!down) return;
      if (await probeOnce()) {
        noteAnswered();
        return;
      }
    }
  } finally {
    probing = false;
  }
}

let listening = false;
/** Mirrors the store outside effector, so the transport does not bind the scope on every answer. */
let down = false;

/** Called by the API transport: no response at all. */
export function noteUnreachable(): void {
  down = true;
  callUnit(serverUnreachable);
  if (typeof window === 'undefined') return;
  if (!listening) {
    listening = true;
    // The browser's own signal that the network is back: ask at once instead of at the next pause.
    window.addEventListener('online', () => wake?.());
  }
  void probeUntilAnswered();
}

/** Called by the API transport and the realtime socket: the server answered something. */
export function noteAnswered(): void {
  if (!down) return;
  down = false;
  callUnit(serverAnswered);
  waiters.splice(0).forEach((resolve) => resolve());
}

/** Resolves once the server answers again (asking it with growing pauses meanwhile). */
export function afterServerAnswers(): Promise<void> {
  const answered = new Promise<void>((resolve) => waiters.push(resolve));
  noteUnreachable();
  return answered;
}
