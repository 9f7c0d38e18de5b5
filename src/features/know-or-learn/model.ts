import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Card, Decision } from '../../entities/card';
import {
  $moves,
  $outOfMoves,
  cardReturned,
  cardTaken,
  decisionSettled,
  decisionStarted,
  movesReceived,
  postDecision,
  postUndo,
  isBlockCode,
  type BlockCode,
  type CheckQuestion,
  type DecisionResult,
} from '../../entities/feed';
import { $user } from '../../entities/user';
import { NetworkError, toApiError, type ApiError } from '../../shared/api';
import { createSerialQueue } from './queue';
import { newDecisionId } from './decision-id';

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

const enqueue = createSerialQueue();
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const RETRY_STATUSES = new Set([502, 503, 504]);

function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  const api = toApiError(error);
  return api.kind === 'http' && RETRY_STATUSES.has(api.status);
}

/** One decision, re-sent with the same UUID while the network fails. */
export const decideFx = attach({
  source: $retryDelays,
  effect: createEffect(async ({ delays, sent }: { delays: readonly number[]; sent: Sent }): Promise<DecisionResult> =>
    enqueue(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await postDecision(sent.card.id, { id: sent.id, decision: sent.decision });
        } catch (error) {
          if (attempt < delays.length && isRetryable(error)) {
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

export const undoFx = createEffect(async (last: LastDecision) => enqueue(() => postUndo(last.id)));

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
  .on(decideFx.failData, (current, error) => {
    const api = toApiError(error);
    return api.kind === 'http' && api.status === 412 && isBlockCode(api.code) ? api.code : current;
  })
  .reset(blockDismissed);
/** A refusal other than a 412 limit (offline after retries, a server fault): the card is back, shown once. */
export const $lastFailure = createStore<ApiError | null>(null)
  .on(decideFx.failData, (_, error) => toApiError(error))
  .reset(decideFx);

export const $undoPending = undoFx.pending;

// Anonymous: nothing is sent.
sample({ clock: decideRequested, source: $user, filter: (user) => user === null, fn: (_, pending) => pending, target: sessionNeeded });

const decided = sample({
  clock: decideRequested,
  source: { user: $user, out: $outOfMoves, unsent: $unsent },
  filter: ({ user, out }) => user !== null && !out,
  fn: ({ unsent }, input): Sent => {
    const earlier = unsent[input.card.id];
    return { ...input, id: earlier && earlier.decision === input.decision ? earlier.id : newDecisionId() };
  },
});
// No moves left: the card stays, the empty state explains.
sample({
  clock: decideRequested,
  source: { user: $user, out: $outOfMoves },
  filter: ({ user, out }) => user !== null && out,
  fn: () => 'no-steps' as const,
  target: $block,
});

sample({ clock: decided, fn: (sent) => sent.card.id, target: cardTaken });
sample({ clock: decided, target: [decisionStarted, decideFx] });
sample({ clock: decideFx.finally, target: decisionSettled });
sample({ clock: decideFx.doneData, fn: (result) => ({ moves: result.moves }), target: movesReceived });
sample({
  clock: decideFx.done,
  filter: ({ result }) => Boolean(result.check && result.decision),
  fn: ({ params, result }) => ({ decisionId: result.decision!.id, card: { ...params.card, ...result.card }, question: result.check! }),
  target: checkQuestionAsked,
});

// Refused or lost: the card comes back on top. A card that is gone (404) or a session that died (401) does not.
sample({
  clock: decideFx.fail,
  filter: ({ error }) => {
    const api = toApiError(error);
    return !(api.kind === 'http' && (api.status === 404 || api.status === 401 || api.status === 409));
  },
  fn: ({ params }) => params.card,
  target: cardReturned,
});
// no-steps: the counter is at zero whatever we thought.
sample({
  clock: decideFx.failData,
  source: $moves,
  filter: (moves, error) => moves !== null && toApiError(error).kind === 'http' && (error as { code?: string }).code === 'no-steps',
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

