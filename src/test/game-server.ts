import type { AttemptAnswer, AttemptInput, GameRound, RoundResult } from '../entities/game';
import type { ApiError } from '../shared/api';
import { aGameRound, GAME_ROUND_PAIRS } from './fixtures';

export interface FakeGameServerOptions {
  /** The round `POST game/rounds` hands out (default `aGameRound()`). */
  issued?: GameRound;
  /** Refuse to hand out a round. */
  issueError?: ApiError;
  /** What the last right pair answers: the round's result, or a refusal to throw; given the mismatches so far. */
  finish?: (mismatches: number) => RoundResult | ApiError;
}

/**
 * The one fake game server of the client tests: it knows which translation belongs to which word
 * (`GAME_ROUND_PAIRS`), counts matches and mismatches of the round it handed out, and answers each attempt as
 * `POST game/rounds/{id}/attempts` does (docs/api.md "Game"). Plug `issueRound` and `attempt` into the effects that
 * call those endpoints; `sent` records every attempt in order.
 */
export function fakeGameServer(opts: FakeGameServerOptions = {}) {
  const sent: AttemptInput[] = [];
  const pairs = Object.keys(GAME_ROUND_PAIRS).length;
  let matched = new Set<string>();
  let mismatches = 0;
  const finish = opts.finish ?? ((m: number): RoundResult => ({ outcome: m ? 'mismatch' : 'correct', mismatches: m, correctInRow: 1, roundsForPoints: 3, points: 0, reviewed: 0 }));

  return {
    sent,
    issueRound: async (): Promise<GameRound> => {
      if (opts.issueError) throw opts.issueError;
      matched = new Set();
      mismatches = 0;
      return opts.issued ?? aGameRound();
    },
    attempt: async (input: AttemptInput): Promise<AttemptAnswer> => {
      sent.push(input);
      const match = GAME_ROUND_PAIRS[input.wordId] === input.translationId;
      if (match) matched.add(input.wordId);
      else mismatches += 1;
      const remaining = pairs - matched.size;
      const done = remaining === 0 ? finish(mismatches) : null;
      if (done && 'kind' in done) throw done;
      return { match, matched: matched.size, remaining, mismatches, result: done };
    },
  };
}
