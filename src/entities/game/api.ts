import { api, type RequestContext } from '../../shared/api';
import type { AttemptAnswer, AttemptInput, GameRound } from './types';

interface Wrapped<T> {
  data: T;
}

/** Silent: 412 not-enough-cards is an empty state of the screen, other failures are shown by it too. */
export async function issueRound(): Promise<GameRound> {
  const res = await api.post('game/rounds', { json: {}, context: { silent: true } satisfies RequestContext }).json<Wrapped<GameRound>>();
  return res.data;
}

/** Silent: 422 too-fast and 409/404 (the round is over) are states of the screen, not toasts. */
export async function postAttempt({ roundId, wordId, translationId }: AttemptInput): Promise<AttemptAnswer> {
  const res = await api
    .post(`game/rounds/${encodeURIComponent(roundId)}/attempts`, { json: { wordId, translationId }, context: { silent: true } satisfies RequestContext })
    .json<Wrapped<AttemptAnswer>>();
  return res.data;
}
