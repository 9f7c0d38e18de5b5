import { createEffect, createEvent, createStore, sample } from 'effector';
import { callUnit } from '../lib/scope';
import { connectionRestored, noteAnswered } from '../api';
import { connectRealtime, type RealtimeConnection, type RealtimeState } from './connection';

export const realtimeStateChanged = createEvent<RealtimeState>();
export const realtimeEventReceived = createEvent<{ name: string; data: unknown }>();

export const $realtimeState = createStore<RealtimeState>('initialized').on(realtimeStateChanged, (_, state) => state);
/** True once connected in this tab: a later 'connecting' is a reconnection worth showing, the first one is not. */
export const $wasConnected = createStore(false).on(realtimeStateChanged, (was, state) => was || state === 'connected');

/** A connection this tab had lost is back (spec §4: say that live updates flow again). */
export const realtimeRestored = createEvent();

let current: RealtimeConnection | null = null;

/** An event on a channel a screen watches (watchChannel), beside the user's own channel. */
export const channelEventReceived = createEvent<{ channel: string; name: string; data: unknown }>();
/** Channels screens watch now, joined on every connection (one made later, or for another user, too). */
const watched = new Map<string, readonly string[]>();
const joined = new Map<string, () => void>();
function joinWatched() {
  if (!current) return;
  for (const [channel, names] of watched) {
    if (!joined.has(channel)) joined.set(channel, current.join(channel, names, (name, data) => callUnit(channelEventReceived, { channel, name, data })));
  }
}

/**
 * A screen listens on a private channel (name without `private-`) while it is shown: now if connected, else once the
 * connection is made. Returns the unwatch, for the screen's cleanup.
 */
export function watchChannel(channel: string, names: readonly string[]): () => void {
  watched.set(channel, names);
  joinWatched();
  return () => {
    watched.delete(channel);
    joined.get(channel)?.();
    joined.delete(channel);
  };
}

/** One connection per tab, for the signed-in user; connecting again (another user) replaces it. */
export const connectRealtimeFx = createEffect(async (userId: number) => {
  current?.disconnect();
  let connectedOnce = false;
  let lost = false;
  current = await connectRealtime(userId, {
    onState: (state) => {
      callUnit(realtimeStateChanged, state);
      if (state === 'connected') {
        // The socket is up: the server is there, whatever an earlier API call saw.
        noteAnswered();
        if (lost) callUnit(realtimeRestored);
        connectedOnce = true;
        lost = false;
      } else if (connectedOnce) lost = true;
    },
    onEvent: (name, data) => callUnit(realtimeEventReceived, { name, data }),
  });
  joined.clear();
  joinWatched();
});

export const disconnectRealtimeFx = createEffect(() => {
  current?.disconnect();
  current = null;
  joined.clear();
});

/** The API answers again: the socket need not wait for pusher-js's next attempt (up to a minute apart). */
export const reconnectRealtimeFx = createEffect(() => current?.reconnectNow());
sample({ clock: connectionRestored, target: reconnectRealtimeFx });


/** For a few seconds after a lost connection came back, the status bar says so instead of disappearing silently. */
export const RESTORED_NOTE_MS = 4_000;
const restoredNoteShownFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, RESTORED_NOTE_MS)));
export const $justRestored = createStore(false)
  .on(realtimeRestored, () => true)
  .on(realtimeStateChanged, (shown, state) => (state === 'connected' ? shown : false))
  .on(restoredNoteShownFx.done, () => false);
sample({ clock: realtimeRestored, target: restoredNoteShownFx });
