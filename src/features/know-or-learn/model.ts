import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Card, Decision } from '../../entities/card';
import {
  $moves,
  $outOfMoves,
  cardReturned,
  cardTaken,
  decisionSettled,
  decisionStarted,
  feedOpened,
  metaPatched,
  movesReceived,
  postDecision,
  postUndo,
  isBlockCode,
  type BlockCode,
  type CheckQuestion,
  type DecisionResult,
  type FeedMeta,
} from '../../entities/feed';
import { $user } from '../../entities/user';
import { createApiEffect, toApiError, type ApiError } from '../../shared/api';
import { decisionQueue } from './queue';
import { newDecisionId } from './decision-id';
import { $myPendingDecisions, decisionQueued, flushDecisionsRequested, isOfflineNow, pendingRefused, sendPendingFx, type PendingDecision } from './outbox';

/**
 * "I know" / "Learn" on the top card. Optimistic: the card leaves at once and the counter falls; the POST carries a
 * client-made UUID, so a lost answer is asked for again with the same id (the server changes nothing on a replay).
 * A 412 puts the card back and says why. An anonymous visitor's decision is not sent: `sessionNeeded` carries it to
 * the page, which asks to start a session first and decides again after.
 */

export interface DecideInput {
  card: Card;
  decision: Decision;
}

interface Sent extends DecideInput {
  id: string;
}

/** What an undo can take back: the last decision the server accepted. */
export interface LastDecision extends Sent {
  result: Decision | 'check';
}

export const decideRequested = createEvent<DecideInput>();
export const undoRequested = createEvent();
export const blockDismissed = createEvent();
/** An anonymous visitor decided: nothing was sent, a session is needed first. */
export const sessionNeeded = createEvent<DecideInput>();
/** The server asked a check question about an "I know" (the page hands it to the check-question feature). */
export const checkQuestionAsked = createEvent<{ decisionId: string; card: Card; question: CheckQuestion }>();

/** Waits between re-sends of a decision whose request got no answer. */
export const $retryDelays = createStore<readonly number[]>([600, 1500, 4000], { serialize: 'ignore' });

const enqueue = decisionQueue;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const RETRY_STATUSES = new Set([502, 503, 504]);

/** No answer (the network failed) or a gateway's: the same UUID may be sent again. Takes a thrown error or an ApiError. */
function isRetryable(error: unknown): boolean {
  const api = toApiError(error);
  return api.kind === 'offline' || (api.kind === 'http' && RETRY_STATUSES.has(api.status));
}

/** One decision, re-sent with the same UUID while the network fails. */
export const decideFx = attach({
  source: $retryDelays,
  effect: createApiEffect(async ({ delays, sent }: { delays: readonly number[]; sent: Sent }): Promise<DecisionResult> =>
    enqueue(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await postDecision(sent.card.id, { id: sent.id, decision: sent.decision });
        } catch (error) {
          // Offline by the browser's own account: the outbox waits for the network instead of re-sending now.
          if (attempt < delays.length && isRetryable(error) && !isOfflineNow()) {
            await sleep(delays[attempt]!);
            continue;
          }
          throw error;
        }
      }
    }),
  ),
  mapParams: (sent: Sent, delays) => ({ delays, sent }),
});

export const undoFx = createApiEffect((last: LastDecision) => enqueue(() => postUndo(last.id)));

/**
 * Decisions that never got an answer, by card: deciding the same card the same way again re-uses the id, so if the
 * first request did arrive after all, the server treats the second as its replay.
 */
export const $unsent = createStore<Record<number, { id: string; decision: Decision }>>({})
  .on(decideFx.done, (map, { params }) => {
    if (!(params.card.id in map)) return map;
    const next = { ...map };
    delete next[params.card.id];
    return next;
  })
  .on(decideFx.fail, (map, { params, error }) => (isRetryable(error) ? { ...map, [params.card.id]: { id: params.id, decision: params.decision } } : map));

export const $lastDecision = createStore<LastDecision | null>(null)
  .on(decideFx.done, (_, { params, result }) =>
    result.decision ? { ...params, id: result.decision.id, result: result.decision.result } : null,
  )
  .on(decideFx, () => null)
  .on(undoFx, () => null);

/** Why the last decision was refused (412); no-steps also shows as the empty state. */
export const $block = createStore<BlockCode | null>(null)
  .on(decideFx.failData, (current, error) => (error.kind === 'http' && error.status === 412 && isBlockCode(error.code) ? error.code : current))
  .reset(blockDismissed);
/** A refusal other than a 412 limit (offline after retries, a server fault): the card is back, shown once. */
export const $lastFailure = createStore<ApiError | null>(null)
  .on(decideFx.failData, (_, error) => error)
  .reset(decideFx);

export const $undoPending = undoFx.pending;

// Anonymous: nothing is sent.
sample({ clock: decideRequested, source: $user, filter: (user) => user === null, fn: (_, pending) => pending, target: sessionNeeded });

// The decision's UUID: the unsent one of this card and choice (a replay the server recognises), else a new one — made
// in an effect, so sample stays pure and a test can give its own ids.
const identifyFx = createEffect(({ input, reuse }: { input: DecideInput; reuse: string | null }): Sent => ({ ...input, id: reuse ?? newDecisionId() }));
sample({
  clock: decideRequested,
  source: { user: $user, out: $outOfMoves, unsent: $unsent },
  filter: ({ user, out }) => user !== null && !out,
  fn: ({ unsent }, input) => {
    const earlier = unsent[input.card.id];
    return { input, reuse: earlier && earlier.decision === input.decision ? earlier.id : null };
  },
  target: identifyFx,
});
const decided = identifyFx.doneData;
// No moves left: the card stays, the empty state explains.
sample({
  clock: decideRequested,
  source: { user: $user, out: $outOfMoves },
  filter: ({ user, out }) => user !== null && out,
  fn: () => 'no-steps' as const,
  target: $block,
});

sample({ clock: decided, fn: (sent) => sent.card.id, target: cardTaken });
sample({ clock: decided, target: decisionStarted });
sample({ clock: decided, filter: () => !isOfflineNow(), target: decideFx });
// Offline: the decision waits in the outbox (the card stays out, the move stays spent) and goes when the network returns.
const toOutbox = (user: { id: number | string } | null, sent: Sent): PendingDecision => ({ id: sent.id, userId: String(user!.id), decision: sent.decision, card: sent.card });
const queuedNow = sample({ clock: decided, source: $user, filter: () => isOfflineNow(), fn: toOutbox });
const queuedAfterFailure = sample({
  clock: decideFx.fail,
  source: $user,
  filter: (user, { error }) => user !== null && error.kind === 'offline',
  fn: (user, { params }) => toOutbox(user, params),
});
sample({ clock: [queuedNow, queuedAfterFailure], target: decisionQueued });
/** A decision has just been kept for later (the page says so once). */
export const decisionKeptOffline = sample({ clock: [queuedNow, queuedAfterFailure] });
// A decision that went to the outbox stays counted as spent until the outbox has sent it.
sample({ clock: decideFx.finally, filter: (outcome) => !(outcome.status === 'fail' && outcome.error.kind === 'offline'), target: decisionSettled });
sample({ clock: decideFx.doneData, fn: (result) => ({ moves: result.moves }), target: movesReceived });
sample({
  clock: decideFx.done,
  filter: ({ result }) => Boolean(result.check && result.decision),
  fn: ({ params, result }) => ({ decisionId: result.decision!.id, card: { ...params.card, ...result.card }, question: result.check! }),
  target: checkQuestionAsked,
});

// Refused: the card comes back on top. A card that is gone (404), a session that died (401) or a decision kept
// offline in the outbox does not.
sample({
  clock: decideFx.fail,
  filter: ({ error }) => error.kind !== 'offline' && !(error.kind === 'http' && (error.status === 404 || error.status === 401 || error.status === 409)),
  fn: ({ params }) => params.card,
  target: cardReturned,
});
// no-steps: the counter is at zero whatever we thought.
sample({
  clock: decideFx.failData,
  source: $moves,
  filter: (moves, error) => moves !== null && error.kind === 'http' && error.code === 'no-steps',
  fn: (moves) => ({ moves: { ...moves!, used: moves!.total, left: 0 } }),
  target: movesReceived,
});

// Undo: the card comes back at once; the server refunds the move.
sample({ clock: undoRequested, source: $lastDecision, filter: Boolean, target: undoFx });
sample({ clock: undoFx, fn: (last) => last.card, target: cardReturned });
sample({ clock: undoFx.doneData, fn: (result) => ({ moves: result.moves, force: true }), target: movesReceived });
sample({ clock: undoFx.fail, fn: ({ params }) => params.card.id, target: cardTaken });
export const $undoRefused = createStore(false)
  .on(undoFx.fail, () => true)
  .reset(undoFx, decideFx);


// --- the offline outbox's answers: the same consequences as a decision answered at once
const metaOf = (result: DecisionResult): Partial<FeedMeta> => ({ levelUp: result.levelUp ?? null, ...(result.limits ? { limits: result.limits } : {}) });
// The answer carries the level-up offer and the limits (docs/api.md): shown at once, not after a reload.
sample({ clock: [decideFx.doneData, sendPendingFx.doneData], filter: (result) => result.levelUp !== undefined, fn: metaOf, target: metaPatched });
sample({ clock: sendPendingFx.doneData, fn: (result) => ({ moves: result.moves }), target: movesReceived });
sample({ clock: [sendPendingFx.done, pendingRefused], target: decisionSettled });
sample({
  clock: sendPendingFx.done,
  filter: ({ result }) => Boolean(result.check && result.decision),
  fn: ({ params, result }) => ({ decisionId: result.decision!.id, card: { ...params.card, ...result.card }, question: result.check! }),
  target: checkQuestionAsked,
});
// Refused by a limit on the way back: the card returns, and the limit explains itself as if just decided.
sample({ clock: pendingRefused, filter: ({ error }) => error.kind === 'http' && error.status === 412, fn: ({ params }) => params.card, target: cardReturned });
const pendingBlocked = sample({
  clock: pendingRefused,
  fn: ({ error }) => (error.kind === 'http' && error.status === 412 && isBlockCode(error.code) ? error.code : null),
});
sample({ clock: pendingBlocked, filter: (code): code is BlockCode => code !== null, target: $block });

// After a reload the outbox's cards stay out of the stack and their moves stay spent.
const $restoredIds = createStore<readonly string[]>([]).on(decisionQueued, (ids, d) => [...ids, d.id]);
const toRestore = sample({
  clock: [feedOpened, $user.updates],
  source: { mine: $myPendingDecisions, restored: $restoredIds },
  fn: ({ mine, restored }) => mine.filter((d) => !restored.includes(d.id)),
  filter: ({ mine, restored }) => mine.some((d) => !restored.includes(d.id)),
});
$restoredIds.on(toRestore, (ids, list) => [...ids, ...list.map((d) => d.id)]);
const restoreFx = createEffect((list: PendingDecision[]) => {
  for (const d of list) {
    cardTaken(d.card.id);
    decisionStarted();
  }
});
sample({ clock: toRestore, target: restoreFx });
sample({ clock: feedOpened, target: flushDecisionsRequested });
