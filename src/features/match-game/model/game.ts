import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { issueRound, postAttempt, type AttemptAnswer, type AttemptInput, type GameRound, type RoundResult } from '../../../entities/game';
import { fetchProgressFx } from '../../../entities/progress';
import { $isAuthorized } from '../../../entities/user';
import { createApiEffect, messageKeyFor, type ApiError } from '../../../shared/api';
import { t } from '../../../shared/i18n';
import { showError } from '../../../shared/toasts';
import { runAfter, runAtStart } from '../lib/run';
import { reduceTap, type Pick, type Tap } from '../lib/selection';

/** How long a wrong pair stays red and shaking before the board is calm again. */
export const WRONG_MS = 600;

/**
 * `over`: the server no longer takes taps for this round (submitted elsewhere, or gone); `too-fast`: the round was
 * finished quicker than a person can play and does not count.
 */
export type GamePhase = 'idle' | 'loading' | 'empty' | 'failed' | 'playing' | 'finished' | 'too-fast' | 'over';

export const gameOpened = createEvent();
export const nextRoundRequested = createEvent();
export const gameLeft = createEvent();
export const tileTapped = createEvent<Tap>();
const wrongCleared = createEvent<Pick>();

export const issueRoundFx = createApiEffect<void, GameRound>(() => issueRound());
export const attemptFx = createApiEffect((input: AttemptInput): Promise<AttemptAnswer> => postAttempt(input));
export const stampFx = createEffect(() => Date.now());
export const finishStampFx = createEffect(() => Date.now());
export const wrongDelayFx = createEffect((pick: Pick) => new Promise<Pick>((resolve) => setTimeout(() => resolve(pick), WRONG_MS)));
/** The API layer stays silent for these calls; offline was already told by the client itself. */
export const showAttemptFailureFx = createEffect((error: ApiError) => {
  if (error.kind !== 'http') return;
  const key = messageKeyFor(error.status, error.code);
  if (key) showError((t as unknown as (key: string, values: Record<string, unknown>) => string)(key, { status: error.status }));
});

export const $round = createStore<GameRound | null>(null, { serialize: 'ignore' });
export const $loadError = createStore<ApiError | null>(null, { serialize: 'ignore' });
export const $selected = createStore<Tap | null>(null);
/** The pair the server is checking right now: the board is locked until it answers. */
export const $checking = createStore<Pick | null>(null);
/** Word and translation ids already matched (they fade out and take no more taps). */
export const $matched = createStore<string[]>([]);
export const $wrong = createStore<Pick | null>(null);
export const $mismatches = createStore(0);
export const $result = createStore<RoundResult | null>(null, { serialize: 'ignore' });
export const $ended = createStore<'too-fast' | 'over' | null>(null);
export const $shownAt = createStore<number | null>(null);
export const $finishedAt = createStore<number | null>(null);
/** Correct rounds in a row as shown (see runAfter). */
export const $run = createStore(0);
/** The run that pays, as the round on screen states it (the board shows it only while a round is there). */
export const $roundsForPoints = $round.map((round) => round?.roundsForPoints ?? 0);
export const $busy = attemptFx.pending;

export const $phase = combine(
  { round: $round, result: $result, ended: $ended, loading: issueRoundFx.pending, error: $loadError },
  ({ round, result, ended, loading, error }): GamePhase => {
    if (loading) return 'loading';
    if (result) return 'finished';
    if (ended) return ended;
    if (error) return error.kind === 'http' && error.status === 412 && error.code === 'not-enough-cards' ? 'empty' : 'failed';
    return round ? 'playing' : 'idle';
  },
);

// A new round: everything of the previous one goes, the clock starts when the round is on screen.
const roundWanted = sample({ clock: [gameOpened, nextRoundRequested], filter: issueRoundFx.pending.map((p) => !p) });
sample({ clock: roundWanted, fn: () => null, target: [$round, $loadError, $result, $ended, $selected, $checking, $wrong, $shownAt, $finishedAt] });
sample({ clock: roundWanted, fn: () => [], target: $matched });
sample({ clock: roundWanted, fn: () => 0, target: $mismatches });
sample({ clock: roundWanted, target: issueRoundFx });
sample({ clock: issueRoundFx.doneData, target: $round });
sample({ clock: issueRoundFx.doneData, target: stampFx });
sample({
  clock: issueRoundFx.doneData,
  source: { run: $run, authorized: $isAuthorized },
  fn: ({ run, authorized }, round) => (authorized ? round.correctInRow : runAtStart(run, round.roundsForPoints)),
  target: $run,
});
sample({ clock: issueRoundFx.failData, target: $loadError });
$shownAt.on(stampFx.doneData, (_, at) => at);
$finishedAt.on(finishStampFx.doneData, (_, at) => at);

// Tapping: one pair checked at a time, nothing taken while a check is in flight (never a double send).
const tapped = sample({
  clock: tileTapped,
  source: { phase: $phase, busy: $busy, matched: $matched, selected: $selected, round: $round },
  filter: ({ phase, busy, matched, round }, tap) => phase === 'playing' && !busy && round !== null && !matched.includes(tap.id),
  fn: ({ selected, round }, tap) => ({ ...reduceTap(selected, tap), roundId: round!.id }),
});
sample({ clock: tapped, fn: (step) => step.selected, target: $selected });
sample({ clock: tapped, fn: () => null, target: $wrong });
sample({
  clock: tapped,
  filter: (step) => step.pick !== null,
  fn: (step): AttemptInput => ({ roundId: step.roundId, ...step.pick! }),
  target: attemptFx,
});
$checking.on(attemptFx, (_, { wordId, translationId }) => ({ wordId, translationId })).reset(attemptFx.finally);

// The answer counts only for the round still on screen (the player may have left meanwhile).
const answered = sample({
  clock: attemptFx.done,
  source: $round,
  filter: (round, { params }) => round?.id === params.roundId,
  fn: (_, { params, result }) => ({ pick: { wordId: params.wordId, translationId: params.translationId }, answer: result }),
});
sample({ clock: answered, source: $matched, filter: (_, { answer }) => answer.match, fn: (ids, { pick }) => [...new Set([...ids, pick.wordId, pick.translationId])], target: $matched });
sample({ clock: answered, filter: ({ answer }) => !answer.match, fn: ({ pick }) => pick, target: [$wrong, wrongDelayFx] });
sample({ clock: wrongDelayFx.doneData, target: wrongCleared });
$wrong.on(wrongCleared, (wrong, pick) => (wrong && wrong.wordId === pick.wordId && wrong.translationId === pick.translationId ? null : wrong));
sample({ clock: answered, fn: ({ answer }) => answer.mismatches, target: $mismatches });

const finished = sample({ clock: answered, filter: ({ answer }) => answer.result !== null, fn: ({ answer }) => answer.result! });
sample({ clock: finished, target: [$result, finishStampFx] });
sample({
  clock: finished,
  source: { run: $run, authorized: $isAuthorized },
  fn: ({ run, authorized }, result) => runAfter(run, result, authorized),
  target: $run,
});
// The profile shows the points: read them again once a round paid.
sample({ clock: finished, filter: (result) => result.points > 0, target: fetchProgressFx });

const refused = sample({ clock: attemptFx.fail, source: $round, filter: (round, { params }) => round?.id === params.roundId, fn: (_, { error }) => error });
sample({ clock: refused, filter: (e) => e.kind === 'http' && e.status === 422 && e.code === 'too-fast', fn: () => 'too-fast' as const, target: $ended });
sample({ clock: refused, filter: (e) => e.kind === 'http' && (e.status === 409 || e.status === 404), fn: () => 'over' as const, target: $ended });
sample({
  clock: refused,
  filter: (e) => !(e.kind === 'http' && (e.status === 404 || e.status === 409 || (e.status === 422 && e.code === 'too-fast'))),
  target: showAttemptFailureFx,
});

// Leaving: the next visit starts a fresh round (a half-played one cannot be resumed: its clock kept running).
sample({ clock: gameLeft, fn: () => null, target: [$round, $loadError, $result, $ended, $selected, $checking, $wrong, $shownAt, $finishedAt] });
sample({ clock: gameLeft, fn: () => [], target: $matched });
sample({ clock: gameLeft, fn: () => 0, target: $mismatches });
