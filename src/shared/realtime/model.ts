import { createEffect, createEvent, createStore } from 'effector';
import { callUnit } from '../lib/scope';
import { connectRealtime, type RealtimeState } from './connection';

export const realtimeStateChanged = createEvent<RealtimeState>();
export const realtimeEventReceived = createEvent<{ name: string; data: unknown }>();

export const $realtimeState = createStore<RealtimeState>('initialized').on(realtimeStateChanged, (_, state) => state);
/** True once connected in this tab: a later 'connecting' is a reconnection worth showing, the first one is not. */
export const $wasConnected = createStore(false).on(realtimeStateChanged, (was, state) => was || state === 'connected');

let disconnect: (() => void) | null = null;

/** One connection per tab, for the signed-in user; connecting again (another user) replaces it. */
export const connectRealtimeFx = createEffect(async (userId: number) => {
  disconnect?.();
  disconnect = await connectRealtime(userId, {
    onState: (state) => callUnit(realtimeStateChanged, state),
    onEvent: (name, data) => callUnit(realtimeEventReceived, { name, data }),
  });
});

export const disconnectRealtimeFx = createEffect(() => {
  disconnect?.();
  disconnect = null;
});
