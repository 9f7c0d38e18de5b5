import { api, type RequestContext } from '../../shared/api';
import type { UserDto } from '../../shared/api';
import type { Decision } from '../card/@x/feed';
import type { CheckResult, DecisionResult, FeedName, FeedPage } from './types';

interface Wrapped<T> {
  data: T;
}

export async function fetchFeed(name: FeedName, params: { cursor?: string | null; limit?: number } = {}): Promise<FeedPage> {
  const searchParams: Record<string, string> = {};
  if (params.cursor) searchParams.cursor = params.cursor;
  if (params.limit) searchParams.limit = String(params.limit);
  return api.get(`feeds/${name}`, { searchParams }).json<FeedPage>();
}

/**
 * POST cards/{id}/decisions with a client-made UUID: the same id sent again changes nothing on the server, so a
 * lost answer can be asked for again safely. Silent: the feed explains 412s itself.
 */
export async function postDecision(cardId: number, body: { id: string; decision: Decision }): Promise<DecisionResult> {
  const res = await api
    .post(`cards/${cardId}/decisions`, { json: body, context: { silent: true } satisfies RequestContext })
    .json<Wrapped<DecisionResult>>();
  return res.data;
}

export async function postCheckAnswer(decisionId: string, answer: string): Promise<CheckResult> {
  const res = await api.post(`decisions/${decisionId}/check`, { json: { answer } }).json<Wrapped<CheckResult>>();
  return res.data;
}

export async function postUndo(decisionId: string): Promise<DecisionResult> {
  const res = await api
    .post(`decisions/${decisionId}/undo`, { json: {}, context: { silent: true } satisfies RequestContext })
    .json<Wrapped<DecisionResult>>();
  return res.data;
}

export async function postLevelUp(to: string): Promise<UserDto> {
  const res = await api.post('user/level-up', { json: { to } }).json<Wrapped<UserDto>>();
  return res.data;
}
