import { api, type RequestContext } from '../../shared/api';
import type { AnswerOutcome, LevelTest, LevelTestEntry, RejectOutcome, TestLevel } from './types';

interface Wrapped<T> {
  data: T;
}

/** POST level-test: a new test starting at the entry's levels, with its first item. */
export async function startLevelTest(entry: LevelTestEntry): Promise<LevelTest> {
  const res = await api.post('level-test', { json: { entry } }).json<Wrapped<LevelTest>>();
  return res.data;
}

/**
 * GET level-test/{id}: resumes a test after a reload. Silent: a 404 (a test of another session, or one that is gone)
 * simply means "start fresh", which the caller decides.
 */
export async function fetchLevelTest(id: string): Promise<LevelTest> {
  const res = await api.get(`level-test/${encodeURIComponent(id)}`, { context: { silent: true } satisfies RequestContext }).json<Wrapped<LevelTest>>();
  return res.data;
}

/** POST level-test/{id}/answers; `choice: null` is "I don't know". A replay of an answered item changes nothing. */
export async function postLevelTestAnswer(params: { id: string; itemId: string; choice: string | null }): Promise<AnswerOutcome> {
  const res = await api
    .post(`level-test/${encodeURIComponent(params.id)}/answers`, { json: { itemId: params.itemId, choice: params.choice } })
    .json<Wrapped<AnswerOutcome>>();
  return res.data;
}

/** POST level-test/reject: skip the test at A1 (no level) or at a level the learner picks. */
export async function rejectLevelTest(level?: TestLevel): Promise<RejectOutcome> {
  const res = await api.post('level-test/reject', { json: level ? { level } : {} }).json<Wrapped<RejectOutcome>>();
  return res.data;
}
