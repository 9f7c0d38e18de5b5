import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  TOAST_DEDUPE_WINDOW_MS,
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
} from '../config/constants';

export type ToastKind = 'info' | 'error' | 'success' | 'persistent';

export interface ToastInput {
  message: string;
  kind?: ToastKind;
  /** Bold first line; errors get the generic error title when none is given. */
  title?: string;
  /** Persistent toasts navigate here on click (push messages carry an fcmOptions link). */
  link?: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
  link?: string;
  /** null = stays until the user closes or clicks it. */
  duration: number | null;
}

const MAX_QUEUE = 4;

export function durationFor(kind: ToastKind): number | null {
  switch (kind) {
    case 'error':
      return TOAST_ERROR_DURATION_MS;
    case 'success':
      return TOAST_SUCCESS_DURATION_MS;
    case 'persistent':
      return null;
    default:
      return TOAST_DURATION_MS;
  }
}

let nextId = 1;

/** Stamps time and id — the impure part — so that the samples below stay pure. */
export const stampToastFx = createEffect((input: ToastInput) => ({ input, now: Date.now(), id: nextId++ }));

export const toastRequested = createEvent<ToastInput>();
export const toastClosed = createEvent<number>();
export const toastsCleared = createEvent();

/** message → when it was last shown, for the 3-second duplicate suppression. */
export const $recentMessages = createStore<Record<string, number>>({}, { serialize: 'ignore' });
/** The head of the queue is on screen; VKUI shows one snackbar at a time. */
export const $toasts = createStore<Toast[]>([], { serialize: 'ignore' });
export const $currentToast = $toasts.map((list) => list[0] ?? null);

sample({ clock: toastRequested, target: stampToastFx });

// A message still on screen or waiting is not queued again either: offline, every failed background request says
// "no internet", and a queue of copies pushed out the one notice that mattered (a decision kept for later).
const accepted = sample({
  clock: stampToastFx.doneData,
  source: { recent: $recentMessages, list: $toasts },
  filter: ({ recent, list }, { input, now }) => {
    if (list.some((toast) => toast.message === input.message)) return false;
    const last = recent[input.message];
    return last === undefined || now - last >= TOAST_DEDUPE_WINDOW_MS;
  },
  fn: (_, stamped) => stamped,
});

sample({
  clock: accepted,
  source: $recentMessages,
  fn: (recent, { input, now }) => {
    // Drop entries outside the window so the map does not grow for the whole session.
    const kept: Record<string, number> = {};
    for (const [message, at] of Object.entries(recent)) if (now - at < TOAST_DEDUPE_WINDOW_MS) kept[message] = at;
    kept[input.message] = now;
    return kept;
  },
  target: $recentMessages,
});

sample({
  clock: accepted,
  source: $toasts,
  fn: (list, { input, id }): Toast[] => {
    const kind = input.kind ?? 'info';
    const toast: Toast = { id, kind, message: input.message, duration: durationFor(kind) };
    if (input.title) toast.title = input.title;
    if (input.link) toast.link = input.link;
    // Keep the one on screen, drop the oldest waiting ones: a burst of failures should not queue for a minute.
    const next = [...list, toast];
    return next.length > MAX_QUEUE ? [next[0] as Toast, ...next.slice(next.length - (MAX_QUEUE - 1))] : next;
  },
  target: $toasts,
});

$toasts.on(toastClosed, (list, id) => list.filter((t) => t.id !== id)).reset(toastsCleared);
