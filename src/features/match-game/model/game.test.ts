import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { AttemptAnswer, AttemptInput, GameRound, RoundResult } from '../../../entities/game';
import { fetchProgressFx } from '../../../entities/progress';
import { $user } from '../../../entities/user';
import type { ApiError } from '../../../shared/api';
import { reduceTap } from '../lib/selection';
import {
  $busy,
  $checking,
  $matched,
  $mismatches,
  $phase,
  $result,
  $run,
  $selected,
  $wrong,
  showAttemptFailureFx,
  attemptFx,
  finishStampFx,
  gameOpened,
  issueRoundFx,
  nextRoundRequested,
  stampFx,
  tileTapped,
  wrongDelayFx,
} from './game';
import { aGameRound, aGuest } from '../../../test/fixtures';
import { fakeGameServer } from '../../../test/game-server';

const user = aGuest({ name: 'Гость', locale: 'ru', timezone: 'UTC' });

const round = (id = 'R1', correctInRow = 0): GameRound => aGameRound({ id, correctInRow });

const result = (over: Partial<RoundResult> = {}): RoundResult => ({ outcome: 'correct', mismatches: 0, correctInRow: 1, roundsForPoints: 3, points: 0, reviewed: 0, ...over });

/** A server that knows the right pairs; `finish` is what the last match returns. */
function setup(opts: { signedIn?: boolean; issued?: GameRound; finish?: RoundResult | ApiError; issueError?: ApiError } = {}) {
  const server = fakeGameServer({
    issued: opts.issued ?? round(),
    issueError: opts.issueError,
    finish: (mismatches) => opts.finish ?? result({ mismatches, outcome: mismatches ? 'mismatch' : 'correct' }),
  });
  const sent = server.sent;
  const progressFetched = vi.fn(async () => ({ level: 'a1', test: { rejected: false, result: null }, points: 5, streak: 0 }));
  const failuresShown: ApiError[] = [];
  const scope = fork({
    values: opts.signedIn === false ? [] : [[$user, user]],
    handlers: [
      [issueRoundFx, server.issueRound],
      [attemptFx, server.attempt],
      [stampFx, () => 1_000],
      [finishStampFx, () => 9_500],
      [wrongDelayFx, async (pick: { wordId: string; translationId: string }) => pick],
      [fetchProgressFx, progressFetched],
      [showAttemptFailureFx, (e: ApiError) => void failuresShown.push(e)],
    ],
  });
  const tap = (side: 'word' | 'translation', id: string) => allSettled(tileTapped, { scope, params: { side, id } });
  return { scope, sent, progressFetched, failuresShown, tap };
}

describe('a tap on the board', () => {
  it('selects, deselects, moves the selection within a column and pairs across columns in either order', () => {
    expect(reduceTap(null, { side: 'word', id: 'w1' })).toEqual({ selected: { side: 'word', id: 'w1' }, pick: null });
    expect(reduceTap({ side: 'word', id: 'w1' }, { side: 'word', id: 'w1' })).toEqual({ selected: null, pick: null });
    expect(reduceTap({ side: 'word', id: 'w1' }, { side: 'word', id: 'w2' })).toEqual({ selected: { side: 'word', id: 'w2' }, pick: null });
    expect(reduceTap({ side: 'word', id: 'w1' }, { side: 'translation', id: 't2' })).toEqual({ selected: null, pick: { wordId: 'w1', translationId: 't2' } });
    expect(reduceTap({ side: 'translation', id: 't2' }, { side: 'word', id: 'w1' })).toEqual({ selected: null, pick: { wordId: 'w1', translationId: 't2' } });
  });
});

describe('the match game model', () => {
  it('opens with a round and checks a pair only once both sides are chosen', async () => {
    const { scope, sent, tap } = setup();
    await allSettled(gameOpened, { scope });
    expect(scope.getState($phase)).toBe('playing');
    await tap('word', 'w1');
    expect(scope.getState($selected)).toEqual({ side: 'word', id: 'w1' });
    expect(sent).toEqual([]);
    await tap('translation', 't1');
    expect(sent).toEqual([{ roundId: 'R1', wordId: 'w1', translationId: 't1' }]);
    expect(scope.getState($matched)).toEqual(['w1', 't1']);
    expect(scope.getState($selected)).toBeNull();
  });

  it('shows a wrong pair, counts it, then calms the board and clears the selection', async () => {
    const { scope, tap } = setup();
    await allSettled(gameOpened, { scope });
    await tap('translation', 't2');
    await tap('word', 'w1');
    // wrongDelayFx resolves at once in this test, so the shake is already over.
    expect(scope.getState($wrong)).toBeNull();
    expect(scope.getState($mismatches)).toBe(1);
    expect(scope.getState($matched)).toEqual([]);
    expect(scope.getState($selected)).toBeNull();
  });

  it('keeps a wrong pair marked while the shake runs, and a new tap ends it early', async () => {
    let calm: () => void = () => undefined;
    const scope = fork({
      values: [[$user, user]],
      handlers: [
        [issueRoundFx, async () => round()],
        [stampFx, () => 0],
        [attemptFx, async () => ({ match: false, matched: 0, remaining: 2, mismatches: 1, result: null })],
        [wrongDelayFx, (pick: unknown) => new Promise((resolve) => (calm = () => resolve(pick)))],
      ],
    });
    await allSettled(gameOpened, { scope });
    await allSettled(tileTapped, { scope, params: { side: 'word', id: 'w1' } });
    void allSettled(tileTapped, { scope, params: { side: 'translation', id: 't2' } });
    await vi.waitFor(() => expect(scope.getState($wrong)).toEqual({ wordId: 'w1', translationId: 't2' }));
    expect(scope.getState($busy)).toBe(false);
    // allSettled would wait for the shake to end: tap the way the UI does, while it runs.
    scopeBind(tileTapped, { scope })({ side: 'word', id: 'w2' });
    expect(scope.getState($wrong)).toBeNull();
    expect(scope.getState($selected)).toEqual({ side: 'word', id: 'w2' });
    calm();
  });

  it('locks the board while a pair is being checked: no second request, no new selection', async () => {
    let answer: (a: AttemptAnswer) => void = () => undefined;
    const sent: AttemptInput[] = [];
    const scope = fork({
      values: [[$user, user]],
      handlers: [
        [issueRoundFx, async () => round()],
        [stampFx, () => 0],
        [
          attemptFx,
          (input: AttemptInput) =>
            new Promise<AttemptAnswer>((resolve) => {
              sent.push(input);
              answer = resolve;
            }),
        ],
      ],
    });
    await allSettled(gameOpened, { scope });
    await allSettled(tileTapped, { scope, params: { side: 'word', id: 'w1' } });
    const checking = allSettled(tileTapped, { scope, params: { side: 'translation', id: 't1' } });
    await Promise.resolve();
    expect(scope.getState($busy)).toBe(true);
    expect(scope.getState($checking)).toEqual({ wordId: 'w1', translationId: 't1' });
    const tap = scopeBind(tileTapped, { scope });
    tap({ side: 'word', id: 'w2' });
    tap({ side: 'translation', id: 't1' });
    expect(sent).toHaveLength(1);
    expect(scope.getState($selected)).toBeNull();
    answer({ match: true, matched: 1, remaining: 1, mismatches: 0, result: null });
    await checking;
    expect(scope.getState($busy)).toBe(false);
    expect(scope.getState($checking)).toBeNull();
    await allSettled(tileTapped, { scope, params: { side: 'translation', id: 't1' } });
    expect(scope.getState($selected)).toBeNull(); // matched tiles take no taps
  });

  it('finishes with the server’s result, shows the full run that paid and refreshes the points', async () => {
    const { scope, tap, progressFetched } = setup({ issued: round('R1', 2), finish: result({ correctInRow: 0, points: 5 }) });
    await allSettled(gameOpened, { scope });
    expect(scope.getState($run)).toBe(2);
    await tap('word', 'w1');
    await tap('translation', 't1');
    expect(progressFetched).not.toHaveBeenCalled();
    await tap('word', 'w2');
    await tap('translation', 't2');
    expect(scope.getState($phase)).toBe('finished');
    expect(scope.getState($result)).toMatchObject({ points: 5 });
    expect(scope.getState($run)).toBe(3);
    expect(progressFetched).toHaveBeenCalledTimes(1);
    await allSettled(nextRoundRequested, { scope });
    expect(scope.getState($phase)).toBe('playing');
    expect(scope.getState($run)).toBe(2); // the issued round says where the run stands
    expect(scope.getState($matched)).toEqual([]);
  });

  it('does not refresh the points after a round that paid nothing', async () => {
    const { scope, tap, progressFetched } = setup();
    await allSettled(gameOpened, { scope });
    await tap('word', 'w1');
    await tap('translation', 't1');
    await tap('word', 'w2');
    await tap('translation', 't2');
    expect(scope.getState($phase)).toBe('finished');
    expect(progressFetched).not.toHaveBeenCalled();
  });

  it('counts the run on the page for anonymous players', async () => {
    const { scope, tap } = setup({ signedIn: false, finish: result({ correctInRow: 0 }) });
    for (let i = 1; i <= 4; i++) {
      await allSettled(nextRoundRequested, { scope });
      await tap('word', 'w1');
      await tap('translation', 't1');
      await tap('word', 'w2');
      await tap('translation', 't2');
      expect(scope.getState($run)).toBe(i === 4 ? 1 : i);
    }
  });

  it('says "too fast" when the server refuses the last pair, and starts over on the next round', async () => {
    const { scope, tap, failuresShown } = setup({ finish: { kind: 'http', status: 422, code: 'too-fast' } });
    await allSettled(gameOpened, { scope });
    await tap('word', 'w1');
    await tap('translation', 't1');
    await tap('word', 'w2');
    await tap('translation', 't2');
    expect(scope.getState($phase)).toBe('too-fast');
    expect(failuresShown).toEqual([]);
    await allSettled(nextRoundRequested, { scope });
    expect(scope.getState($phase)).toBe('playing');
  });

  it('ends the round when the server says it was already submitted', async () => {
    const { scope, tap } = setup({ finish: { kind: 'http', status: 409, code: 'round-already-submitted' } });
    await allSettled(gameOpened, { scope });
    await tap('word', 'w1');
    await tap('translation', 't1');
    await tap('word', 'w2');
    await tap('translation', 't2');
    expect(scope.getState($phase)).toBe('over');
  });

  it('shows other failures and lets the player go on', async () => {
    const { scope, tap, failuresShown } = setup({ finish: { kind: 'http', status: 500 } });
    await allSettled(gameOpened, { scope });
    await tap('word', 'w1');
    await tap('translation', 't1');
    await tap('word', 'w2');
    await tap('translation', 't2');
    expect(failuresShown).toEqual([{ kind: 'http', status: 500 }]);
    expect(scope.getState($phase)).toBe('playing');
    expect(scope.getState($busy)).toBe(false);
  });

  it('explains an empty collection instead of failing', async () => {
    const { scope } = setup({ issueError: { kind: 'http', status: 412, code: 'not-enough-cards' } });
    await allSettled(gameOpened, { scope });
    expect(scope.getState($phase)).toBe('empty');
    const other = setup({ issueError: { kind: 'offline' } });
    await allSettled(gameOpened, { scope: other.scope });
    expect(scope.getState($phase)).toBe('empty');
    expect(other.scope.getState($phase)).toBe('failed');
  });
});
