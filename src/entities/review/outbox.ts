import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, type ApiError } from '../../shared/api';
import { callUnit } from '../../shared/lib/scope';
import { postAnswers, type AnswerDto, type AnswerResult } from '../learning/@x/review';
import { $user } from '../user/@x/review';
import { trainingStore } from './store';
import type { OutboxAnswer } from './types';

/** The server takes up to 100 answers a request, all of one session. */
export const OUTBOX_BATCH = 100;
const RETRY_MAX_MS = 60_000;

/** 1 s, 2 s, 4 s … capped at a minute: a struggling server is not hammered, a blip is retried soon. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.max(0, attempt));
}

/** The next request: the oldest answer of this user, and the answers of the same session after it (≤ 100). */
export function nextBatch(outbox: readonly OutboxAnswer[], userId: string | null): OutboxAnswer[] {
  if (!userId) return [];
  const mine = outbox.filter((a) => a.userId === userId);
  const first = mine[0];
  if (!first) return [];
  return mine.filter((a) => a.sessionId === first.sessionId).slice(0, OUTBOX_BATCH);
}

/** What a failure means for the batch: try again later, wait for the network, or give up on it (a bug, not weather). */
export function failureAction(error: ApiError): 'retry' | 'wait' | 'drop' | 'stop' {
  if (error.kind === 'offline') return 'wait';
  if (error.kind === 'aborted') return 'retry';
  if (error.kind !== 'http') return 'retry';
  if (error.status === 401 || error.status === 419) return 'stop';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  return 'drop';
}

export const toRequest = (batch: readonly OutboxAnswer[]): { sessionId: string; answers: AnswerDto[] } => ({
  sessionId: batch[0]!.sessionId,
  answers: batch.map(({ id, cardId, answer, reviewedAt, durationMs, prompt }) => {
    const dto: AnswerDto = { id, cardId, answer, reviewedAt };
    if (durationMs !== undefined) dto.durationMs = durationMs;
    if (prompt !== undefined) dto.prompt = prompt;
    return dto;
  }),
});

/** The app started (or a page mounted): read what an earlier tab left, watch the network, send. */
export const outboxStarted = createEvent();
/** An answer was given: it is kept at once and sent when the network allows. */
export const answerQueued = createEvent<OutboxAnswer>();
export const connectionRestored = createEvent();
export const connectionLost = createEvent();
export const flushRequested = createEvent();
/** The server has these answers (fresh or replays): the training model reads stage changes from here. */
export const answersAcknowledged = createEvent<AnswerResult[]>();

export const loadOutboxFx = createEffect(() => trainingStore().listAnswers());
export const saveAnswerFx = createEffect((answer: OutboxAnswer) => trainingStore().putAnswer(answer));
export const removeAnswersFx = createEffect((ids: string[]) => trainingStore().deleteAnswers(ids));
export const sendBatchFx = createApiEffect(async (batch: OutboxAnswer[]): Promise<AnswerResult[]> => (await postAnswers(toRequest(batch))).data);
export const retryLaterFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

let watching = false;
/**
 * Window `online`/`offline` → events (listeners added once per page, bound to the app scope through callUnit);
 * answers whether the browser thinks it is online now.
 */
export const watchConnectivityFx = createEffect(async () => {
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    window.addEventListener('online', () => callUnit(connectionRestored));
    window.addEventListener('offline', () => callUnit(connectionLost));
  }
  return typeof navigator === 'undefined' ? true : navigator.onLine !== false;
});

export const $outbox = createStore<OutboxAnswer[]>([], { serialize: 'ignore' });
export const $online = createStore(true, { serialize: 'ignore' })
  .on(watchConnectivityFx.doneData, (_, online) => online)
  .on(connectionRestored, () => true)
  .on(connectionLost, () => false);
export const $isSending = sendBatchFx.pending;
const $attempt = createStore(0)
  .on(sendBatchFx.fail, (n) => n + 1)
  .reset(sendBatchFx.done, connectionRestored);
/** Answers the server turned down as malformed (dropped so they do not block the rest). */
export const $dropped = createStore(0);

const $userId = $user.map((u) => (u ? String(u.id) : null));
/** Answers of the current user still on their way. */
export const $pendingCount = sample({
  source: { q: $outbox, userId: $userId },
  fn: ({ q, userId }) => q.filter((a) => a.userId === userId).length,
});

// Connectivity first: a tab opened offline must not try (and fail, and toast) before it knows.
sample({ clock: outboxStarted, target: watchConnectivityFx });
sample({ clock: watchConnectivityFx.finally, target: loadOutboxFx });
// Merge what IndexedDB held with what arrived meanwhile (no duplicates by id).
sample({
  clock: loadOutboxFx.doneData,
  source: $outbox,
  fn: (current, stored) => {
    const seen = new Set(current.map((a) => a.id));
    return [...stored.filter((a) => !seen.has(a.id)), ...current].sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt));
  },
  target: $outbox,
});

sample({ clock: answerQueued, source: $outbox, filter: (q, a) => !q.some((x) => x.id === a.id), fn: (q, a) => [...q, a], target: $outbox });
sample({ clock: answerQueued, target: saveAnswerFx });

// Only acknowledged answers leave, and they leave before the next flush looks at the queue.
const acknowledged = sample({ clock: sendBatchFx.done, fn: ({ params }) => params.map((a) => a.id) });
sample({ clock: acknowledged, source: $outbox, fn: (q, ids) => q.filter((a) => !ids.includes(a.id)), target: $outbox });
sample({ clock: acknowledged, target: removeAnswersFx });
sample({ clock: sendBatchFx.doneData, target: answersAcknowledged });

const failed = sample({ clock: sendBatchFx.fail, fn: ({ params, error }) => ({ ids: params.map((a) => a.id), action: failureAction(error) }) });
const droppedBatch = sample({ clock: failed, filter: (f) => f.action === 'drop', fn: (f) => f.ids });
sample({ clock: droppedBatch, source: $outbox, fn: (q, ids) => q.filter((a) => !ids.includes(a.id)), target: $outbox });
sample({ clock: droppedBatch, target: removeAnswersFx });
$dropped.on(droppedBatch, (n, ids) => n + ids.length);
sample({ clock: failed, filter: (f) => f.action === 'wait', target: connectionLost });
sample({ clock: failed, source: $attempt, filter: (_, f) => f.action === 'retry', fn: (attempt) => retryDelay(attempt - 1), target: retryLaterFx });
sample({ clock: [retryLaterFx.done, droppedBatch], target: flushRequested });

sample({
  clock: [saveAnswerFx.finally, loadOutboxFx.finally, connectionRestored, flushRequested, acknowledged, $userId.updates],
  source: { q: $outbox, online: $online, busy: $isSending, userId: $userId },
  filter: ({ q, online, busy, userId }) => online && !busy && nextBatch(q, userId).length > 0,
  fn: ({ q, userId }) => nextBatch(q, userId),
  target: sendBatchFx,
});
