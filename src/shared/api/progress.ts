import { createEvent, createStore } from 'effector';

export const requestStarted = createEvent();
export const requestFinished = createEvent();

/** Requests in flight; the thin top progress bar shows while it is above zero (spec §7). */
export const $pendingRequests = createStore(0, { serialize: 'ignore' })
  .on(requestStarted, (n) => n + 1)
  .on(requestFinished, (n) => Math.max(0, n - 1));

export const $isLoading = $pendingRequests.map((n) => n > 0);
