import { api, type RequestContext, type UserDto } from '../../shared/api';
import type {
  AnswerDto,
  AnswersResponse,
  LearningCardsPage,
  LearningSettings,
  LearningStage,
  LearningStats,
  SessionSummary,
  TrainingSessionDto,
} from './types';

interface Wrapped<T> {
  data: T;
}

/** GET training/session: the cards to train now, fetched up front so the session survives a lost network. */
export async function fetchTrainingSession(limit = 20): Promise<TrainingSessionDto> {
  return api.get('training/session', { searchParams: { limit: String(limit) } }).json<TrainingSessionDto>();
}

/**
 * POST training/answers. Every answer carries its client-made UUID, so a resend after a lost response is a success
 * that changes nothing. Silent: the outbox keeps what failed and says so itself.
 */
export async function postAnswers(body: { sessionId?: string; answers: AnswerDto[] }): Promise<AnswersResponse> {
  return api.post('training/answers', { json: body, context: { silent: true } satisfies RequestContext }).json<AnswersResponse>();
}

/** POST training/sessions/{id}/finish (idempotent). 404 while no answer of the session has reached the server. */
export async function finishTrainingSession(sessionId: string): Promise<SessionSummary> {
  const res = await api
    .post(`training/sessions/${encodeURIComponent(sessionId)}/finish`, { json: {}, context: { silent: true } satisfies RequestContext })
    .json<Wrapped<SessionSummary>>();
  return res.data;
}

export async function fetchLearningStats(): Promise<LearningStats> {
  const res = await api.get('user/learning/stats').json<Wrapped<LearningStats>>();
  return res.data;
}

export async function fetchLearningCards(params: { stage: LearningStage; cursor?: string | null; limit?: number }): Promise<LearningCardsPage> {
  const searchParams: Record<string, string> = { stage: params.stage, limit: String(params.limit ?? 20) };
  if (params.cursor) searchParams.cursor = params.cursor;
  return api.get('learning/cards', { searchParams }).json<LearningCardsPage>();
}

/** PATCH user/learning-settings answers with the whole user. */
export async function patchLearningSettings(settings: LearningSettings): Promise<UserDto> {
  const res = await api.patch('user/learning-settings', { json: settings }).json<Wrapped<UserDto>>();
  return res.data;
}
