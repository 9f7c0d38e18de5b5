import { answeredBy, api, takeEarly, type RequestContext } from '../../shared/api';
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
 * The first page of today's feed as index.html's early request got it (scripts/vite/early-feed.ts), read through the
 * one API client; taken once. null when there was none, when it failed (no answer, or not a 200: the app's own
 * request meets and explains a lasting failure) or was taken before. Whose feed it is says `feedOwner`.
 */
export async function takeEarlyMainFeed(): Promise<FeedPage | null> {
  const early = takeEarly('feed');
  const response = early ? await early : null;
  if (!response?.ok) return null;
  try {
    return await api.get('feeds/main', answeredBy(Promise.resolve(response))).json<FeedPage>();
  } catch {
    return null;
  }
}

/** Whose feed a page of `main` is: the user's id, null for the anonymous feed, undefined when it does not say. */
export function feedOwner(page: FeedPage): string | null | undefined {
  if (page.meta.anonymous) return null;
  return page.meta.userId === undefined ? undefined : String(page.meta.userId);
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
