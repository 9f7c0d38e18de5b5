import { reachGoal } from '../../../shared/goals';
import { readItem, STORAGE_KEYS, writeItem } from '../../../shared/storage';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchTrainingSession,
  finishTrainingSession,
  statsRequested,
  type SessionSummary,
  type TrainingPrompt,
  type TrainingSessionDto,
} from '../../../entities/learning';
import { fetchProgressFx } from '../../../entities/progress';
import {
  $online,
  $outbox,
  answerQueued,
  answersAcknowledged,
  connectionRestored,
  trainingStore,
  type OutboxAnswer,
  type SavedSession,
} from '../../../entities/review';
import { $user, userCleared } from '../../../entities/user';
import { createApiEffect, type ApiError } from '../../../shared/api';
import { buildQueue, queueAfterAnswer, tally } from '../lib/queue';

export const SESSION_SIZE = 20;
/** A session left longer than this is not resumed (its answers still flush; the cards may no longer be due). */
export const RESUME_MAX_AGE_MS = 24 * 3600 * 1000;

export type TrainingPhase = 'idle' | 'loading' | 'failed' | 'empty' | 'card' | 'finishing' | 'summary';

export interface AnswerInput {
  answer: 'know' | 'again';
  prompt: TrainingPrompt;
  /** The queue position the answer is for: a second tap that lands on the next card is not an answer to it. */
  at: number;
}

/** What buildAnswerFx makes: the impure bits (a UUID, the clock) in one place. */
export interface BuiltAnswer {
  outbox: OutboxAnswer;
  session: SavedSession;
}

export const trainingOpened = createEvent();
export const retryRequested = createEvent();
export const revealed = createEvent();
export const optionPicked = createEvent<string>();
export const answered = createEvent<AnswerInput>();
/** After the summary: the next session (if anything is due) or back to the learning page. */
export const restartRequested = createEvent();
export const trainingLeft = createEvent();

export const loadSavedFx = createEffect(async (userId: string): Promise<SavedSession | null> => {
  const saved = await trainingStore().loadSession(userId);
  if (!saved) return null;
  if (Date.now() - Date.parse(saved.startedAt) > RESUME_MAX_AGE_MS) {
    await trainingStore().clearSession(userId);
    return null;
  }
  return saved;
});
export const fetchSessionFx = createApiEffect((limit: number): Promise<TrainingSessionDto> => fetchTrainingSession(limit));
export const createSessionFx = createEffect(({ userId, dto }: { userId: string; dto: TrainingSessionDto }): SavedSession => ({
  userId,
  id: crypto.randomUUID(),
  startedAt: new Date().toISOString(),
  items: dto.data,
  queue: buildQueue(dto.data),
  position: 0,
  answers: [],
  dueNow: dto.meta.dueNow,
}));
export const saveSessionFx = createEffect((session: SavedSession) => trainingStore().saveSession(session));
export const clearSessionFx = createEffect((userId: string) => trainingStore().clearSession(userId));
export const stampFx = createEffect(() => Date.now());
export const buildAnswerFx = createEffect(
  ({ session, input, shownAt }: { session: SavedSession; input: AnswerInput; shownAt: number | null }): BuiltAnswer => {
    const entry = session.queue[session.position]!;
    const item = session.items[entry.item]!;
    const now = Date.now();
    const id = crypto.randomUUID();
    const outbox: OutboxAnswer = {
      id,
      userId: session.userId,
      sessionId: session.id,
      cardId: item.card.id,
      answer: input.answer,
      reviewedAt: new Date(now).toISOString(),
      prompt: input.prompt,
    };
    if (shownAt !== null) outbox.durationMs = Math.max(0, Math.min(3_600_000, now - shownAt));
    return {
      outbox,
      session: {
        ...session,
        queue: queueAfterAnswer(session.queue, session.position, input.answer),
        position: session.position + 1,
        answers: [...session.answers, { id, cardId: item.card.id, answer: input.answer, repeat: entry.repeat }],
      },
    };
  },
);
export const finishFx = createApiEffect((sessionId: string): Promise<SessionSummary> => finishTrainingSession(sessionId));

const $userId = $user.map((u) => (u ? String(u.id) : null));

export const $session = createStore<SavedSession | null>(null, { serialize: 'ignore' });
export const $summary = createStore<SessionSummary | null>(null, { serialize: 'ignore' });
export const $loadError = createStore<ApiError | null>(null, { serialize: 'ignore' });
export const $revealed = createStore(false);
export const $picked = createStore<string | null>(null);
export const $shownAt = createStore<number | null>(null).on(stampFx.doneData, (_, t) => t);
export const $resumed = createStore(false);
/** The finish call was refused for good (no answer of the session reached the server): the local tally stands. */
export const $finishRefused = createStore(false);

export const $current = $session.map((s) => {
  const entry = s?.queue[s.position];
  const item = entry ? s?.items[entry.item] : undefined;
  return entry && item ? { entry, item, index: s!.position, total: s!.queue.length } : null;
});
export const $tally = $session.map((s) => tally(s?.answers ?? []));
const $atEnd = $session.map((s) => Boolean(s && s.queue.length > 0 && s.position >= s.queue.length));
/** Answers of this session the server does not have yet. */
export const $unsentOfSession = combine($session, $outbox, (s, q) => (s ? q.filter((a) => a.sessionId === s.id).length : 0));

export const $phase = combine(
  {
    session: $session,
    summary: $summary,
    loading: combine(loadSavedFx.pending, fetchSessionFx.pending, createSessionFx.pending, (a, b, c) => a || b || c),
    error: $loadError,
    atEnd: $atEnd,
  },
  ({ session, summary, loading, error, atEnd }): TrainingPhase => {
    if (summary) return 'summary';
    if (loading) return 'loading';
    if (error) return 'failed';
    if (!session) return 'idle';
    if (session.queue.length === 0) return 'empty';
    return atEnd ? 'finishing' : 'card';
  },
);

// Opening: resume this user's saved session, else fetch a new one.
const opened = sample({
  clock: [trainingOpened, retryRequested],
  source: { userId: $userId, session: $session, busy: loadSavedFx.pending },
  // A session already on screen (the panel re-mounted) is kept; a finished one makes way for a new one.
  filter: ({ userId, session, busy }) => Boolean(userId) && !busy && (!session || session.userId !== userId),
  fn: ({ userId }) => userId!,
});
sample({ clock: opened, fn: () => null, target: [$loadError, $summary] });
sample({ clock: opened, target: loadSavedFx });
sample({ clock: loadSavedFx.doneData, filter: (s): s is SavedSession => s !== null, target: $session });
sample({ clock: loadSavedFx.doneData, filter: (s) => s !== null, fn: () => true, target: $resumed });
sample({ clock: [loadSavedFx.doneData.filter({ fn: (s) => s === null }), loadSavedFx.fail], fn: () => SESSION_SIZE, target: fetchSessionFx });
sample({ clock: fetchSessionFx.failData, target: $loadError });
sample({
  clock: fetchSessionFx.doneData,
  source: $userId,
  filter: (userId): userId is string => userId !== null,
  fn: (userId, dto) => ({ userId: userId!, dto }),
  target: createSessionFx,
});
sample({ clock: createSessionFx.doneData, target: $session });
sample({ clock: createSessionFx.doneData, fn: () => false, target: $resumed });
// An empty session is not worth keeping.
sample({ clock: createSessionFx.doneData, filter: (s) => s.queue.length > 0, target: saveSessionFx });

// Each card: hidden answer, nothing picked, the clock started (durationMs).
sample({ clock: $current, fn: () => false, target: $revealed });
sample({ clock: $current, fn: () => null, target: $picked });
sample({ clock: $current, filter: Boolean, target: stampFx });

sample({ clock: revealed, source: $current, filter: Boolean, fn: () => true, target: $revealed });
sample({ clock: optionPicked, source: { current: $current, picked: $picked }, filter: ({ current, picked }) => Boolean(current) && picked === null, fn: (_, word) => word, target: $picked });
sample({ clock: optionPicked, source: $current, filter: Boolean, fn: () => true, target: $revealed });

// Answering: one at a time (a double tap is one answer), kept in the outbox and in the saved session at once.
sample({
  clock: answered,
  source: { session: $session, current: $current, shownAt: $shownAt, busy: buildAnswerFx.pending },
  filter: ({ session, current, busy }, input) => Boolean(session && current) && !busy && session!.position === input.at,
  fn: ({ session, shownAt }, input) => ({ session: session!, input, shownAt }),
  target: buildAnswerFx,
});
sample({ clock: buildAnswerFx.doneData, fn: (b) => b.session, target: [$session, saveSessionFx] });
sample({ clock: buildAnswerFx.doneData, fn: (b) => b.outbox, target: answerQueued });

// The end: once every answer of the session is on the server (and we are online), ask for the summary.
sample({
  clock: [$atEnd, $unsentOfSession, answersAcknowledged, connectionRestored, $online],
  source: { session: $session, atEnd: $atEnd, unsent: $unsentOfSession, online: $online, summary: $summary, busy: finishFx.pending, refused: $finishRefused },
  filter: ({ session, atEnd, unsent, online, summary, busy, refused }) => Boolean(session) && atEnd && unsent === 0 && online && !summary && !busy && !refused,
  fn: ({ session }) => session!.id,
  target: finishFx,
});
sample({ clock: finishFx.doneData, target: $summary });
sample({ clock: finishFx.failData, filter: (e) => e.kind === 'http' && e.status === 404, fn: () => true, target: $finishRefused });
sample({ clock: finishFx.done, source: $session, filter: Boolean, fn: (s) => s.userId, target: clearSessionFx });
sample({ clock: finishFx.done, target: [statsRequested, fetchProgressFx] });
// The counter hears about the first finished training of this browser only.
sample({
  clock: finishFx.done,
  target: createEffect(() => {
    if (readItem(STORAGE_KEYS.firstTrainingGoal)) return;
    writeItem(STORAGE_KEYS.firstTrainingGoal, '1');
    reachGoal('first-training-finished');
  }),
});

// Next session / leaving: forget what is on screen (the saved copy is gone once finished).
sample({ clock: restartRequested, fn: () => null, target: [$session, $summary] });
sample({ clock: restartRequested, fn: () => false, target: $finishRefused });
sample({ clock: restartRequested, target: trainingOpened });
sample({ clock: trainingLeft, source: $summary, filter: Boolean, fn: () => null, target: [$session, $summary] });
$session.reset(userCleared);
$summary.reset(userCleared);
$finishRefused.reset(userCleared, trainingOpened);
