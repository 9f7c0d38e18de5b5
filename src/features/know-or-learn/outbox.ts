import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Card, Decision } from '../../entities/card';
import { postDecision, type DecisionResult } from '../../entities/feed';
import { $user } from '../../entities/user';
import { createApiEffect, type ApiError } from '../../shared/api';
import { callUnit } from '../../shared/lib/scope';
import { readItem, STORAGE_KEYS, writeItem } from '../../shared/storage';
import { decisionQueue } from './queue';

/**
 * Decisions made without a network (spec: nothing a learner did is lost). Like training answers (entities/review
 * outbox), each keeps the UUID it was made with and waits in localStorage until the browser is online again; the
 * server treats a repeat of a UUID as a replay, so a decision that did arrive after all still counts once.
 */
export interface PendingDecision {
  id: string;
  userId: string;
  decision: Decision;
  /** The card as it was on screen: it stays out of the feed until the server has the decision. */
  card: Card;
}

/** Tries after a failed send before waiting for the browser's `online` event (or the next feed visit). */
const MAX_RETRIES = 4;

function isPending(value: unknown): value is PendingDecision {
  const v = value as Partial<PendingDecision> | null;
  return Boolean(v && typeof v.id === 'string' && typeof v.userId === 'string' && (v.decision === 'know' || v.decision === 'learn') && v.card && typeof v.card.id === 'number');
}

function readStored(): PendingDecision[] {
  try {
    const parsed: unknown = JSON.parse(readItem(STORAGE_KEYS.pendingDecisions) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPending) : [];
  } catch {
    return [];
  }
}

/** The browser says it has no network: sending now would only fail (and toast) once more. */
export const isOfflineNow = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export const decisionQueued = createEvent<PendingDecision>();
export const flushDecisionsRequested = createEvent();
/** The window's `online` event. */
export const decisionsConnectionRestored = createEvent();

/** Read synchronously: the first page of the feed must already leave these cards out. */
export const $pendingDecisions = createStore<PendingDecision[]>(readStored(), { serialize: 'ignore' }).on(decisionQueued, (list, d) =>
  list.some((x) => x.id === d.id) ? list : [...list, d],
);
const $userId = $user.map((u) => (u ? String(u.id) : null));
export const $myPendingDecisions = sample({
  source: { list: $pendingDecisions, userId: $userId },
  fn: ({ list, userId }) => list.filter((d) => d.userId === userId),
});

export const sendPendingFx = createApiEffect((pending: PendingDecision): Promise<DecisionResult> =>
  decisionQueue(() => postDecision(pending.card.id, { id: pending.id, decision: pending.decision })),
);
const persistFx = createEffect((list: PendingDecision[]) => writeItem(STORAGE_KEYS.pendingDecisions, JSON.stringify(list)));
/** The first wait before sending again; each later one is three times longer (5 s, 15 s, 45 s, 135 s). */
export const $pendingRetryMs = createStore(5000, { serialize: 'ignore' });
const retryLaterFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const $retries = createStore(0, { serialize: 'ignore' })
  .on(retryLaterFx, (n) => n + 1)
  .reset(sendPendingFx.done, decisionsConnectionRestored, flushDecisionsRequested);

let watching = false;
const watchFx = createEffect(() => {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => callUnit(decisionsConnectionRestored));
});

/** What a failed send means: wait for the network, try again soon, or give it up (the server will never take it). */
export function pendingFailure(error: ApiError): 'wait' | 'retry' | 'drop' {
  if (error.kind === 'offline') return 'wait';
  if (error.kind !== 'http') return 'retry';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  return 'drop';
}

const settled = sample({
  clock: [sendPendingFx.done, sendPendingFx.fail],
  filter: (outcome) => !('error' in outcome) || pendingFailure(outcome.error) === 'drop',
  fn: ({ params }) => params.id,
});
$pendingDecisions.on(settled, (list, id) => list.filter((d) => d.id !== id));
/** A queued decision the server refused (412 limits, a card gone): it leaves the queue, the card may come back. */
export const pendingRefused = sample({
  clock: sendPendingFx.fail,
  filter: ({ error }) => pendingFailure(error) === 'drop',
});

sample({ clock: $pendingDecisions.updates, target: persistFx });
// A server in trouble, or a network that failed while the browser claims to be online (no `online` event will
// come): a few tries with growing pauses. A browser that knows it is offline waits for its `online` event.
sample({
  clock: [sendPendingFx.fail, decisionQueued],
  source: { retries: $retries, ms: $pendingRetryMs },
  filter: ({ retries }, outcome) =>
    retries < MAX_RETRIES && !isOfflineNow() && (!('error' in outcome) || pendingFailure(outcome.error) !== 'drop'),
  fn: ({ retries, ms }) => ms * 3 ** retries,
  target: retryLaterFx,
});

// The next one goes after a success or a refusal; a failure waits for a retry, the network or the next visit.
sample({
  clock: [flushDecisionsRequested, decisionsConnectionRestored, sendPendingFx.done, pendingRefused, retryLaterFx.done, $userId.updates],
  source: { mine: $myPendingDecisions, busy: sendPendingFx.pending },
  filter: ({ mine, busy }) => !busy && mine.length > 0 && !isOfflineNow(),
  fn: ({ mine }) => mine[0]!,
  target: sendPendingFx,
});
sample({ clock: flushDecisionsRequested, target: watchFx });
