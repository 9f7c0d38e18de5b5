import { announceProgress, notifyUser, USER_EVENTS } from '../realtime/user-events';
import { friendsService } from '../friends/friends.service';
import { POINTS } from '../points/ledger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { bodyId, dataOf, dbId, ignoredBody, resource, uuidParams } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { cardsFor } from '../cards/card.query';
import { type CardResource, cardResource } from '../cards/card.resource';
import { userData, userResource } from '../users/user.resource';
import { findUserById, updateUser } from '../users/users.repository';
import { learningStats } from './stats.service';
import { PROMPTS, trainingService } from './training.service';
import { setVacation } from './vacation';
import { needs } from '../../plugins/infrastructure';

const answersBody = z.strictObject({
  sessionId: z.uuid().optional(),
  answers: z
    .array(
      z.strictObject({
        id: z.uuid(),
        cardId: bodyId,
        answer: z.enum(['know', 'again']),
        reviewedAt: z.iso.datetime().optional(),
        durationMs: z.number().int().min(0).max(3_600_000).optional(),
        prompt: z.enum(PROMPTS).optional(),
      }),
    )
    .min(1)
    .max(100),
});
/** Daily goals offered by onboarding and settings: training answers a day. */
export const DAILY_GOALS = [5, 10, 20, 30, 50] as const;
const settingsBody = z.strictObject({
  retention: z.number().min(0.8).max(0.95).optional(),
  vacation: z.boolean().optional(),
  dailyGoal: z.union(DAILY_GOALS.map((g) => z.literal(g))).optional(),
});
const listQuery = z.object({
  stage: z.enum(['learning', 'repeating', 'fixing', 'learned', 'known']),
  cursor: dbId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Training on FSRS, the card lists by stage, the learning stats and the learning settings. */
type Training = ReturnType<typeof trainingService>;
const sessionQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

export const learningRoutes = needs('learning-routes', ['db', 'photos'], async function learningRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const training = trainingService(app);
  const friends = friendsService({ db: app.db, clock: app.clock, config: app.config });

  const sessionSchema = { querystring: sessionQuery, response: { 200: resource<Awaited<ReturnType<Training['session']>>>() } };
  app.get('/training/session', { config: userOnly, schema: sessionSchema }, async (request) => {
    return training.session(requireUser(request), request.query.limit);
  });

  const answersSchema = { body: answersBody, response: { 200: resource<Awaited<ReturnType<Training['answer']>>>() } };
  app.post('/training/answers', { config: { rateLimit: { max: 120, timeWindow: 60_000 }, ...userOnly }, schema: answersSchema }, async (request) => {
    const user = requireUser(request);
    const input = request.body;
    const answers = input.answers.map((a) => ({ ...a, sessionId: input.sessionId }));
    const result = await training.answer(user, answers);
    const paid = result.data.filter((r) => !r.replay && !('skipped' in r) && answers.find((a) => a.id === r.id)?.answer === 'know').length;
    await announceProgress(app, request, user, { points: paid * POINTS.review, reason: 'review', streak: result.meta.dueLeft === 0 && paid > 0 });
    return result;
  });

  const finishSchema = { params: uuidParams, body: ignoredBody, response: { 200: resource<Awaited<ReturnType<Training['finish']>>>() } };
  app.post('/training/sessions/:id/finish', { config: userOnly, schema: finishSchema }, async (request) => {
    const user = requireUser(request);
    const result = await training.finish(user, request.params.id);
    const summary = result.data as { points?: number };
    await announceProgress(app, request, user, { points: summary.points ?? 0, reason: 'training', streak: true });
    const inviter = await friends.rewardInviter(user);
    if (inviter) await notifyUser(app, inviter, USER_EVENTS.friendsChanged, { id: user.id, joinedPoints: POINTS.friendJoined });
    return result;
  });

  const statsSchema = { response: { 200: dataOf(resource<Awaited<ReturnType<typeof learningStats>>>()) } };
  app.get('/user/learning/stats', { config: userOnly, schema: statsSchema }, async (request) => ({ data: await learningStats(app.db, requireUser(request), app.clock.now(), app.config.freeMovesPerDay) }));

  /** The learning page's lists: cards of one stage, newest decision first, with the count of every stage. */
  const stageList = z.object({ data: z.array(resource<CardResource & { due: string | null }>()), meta: z.object({ nextCursor: z.string().nullable() }) });
  app.get('/learning/cards', { config: userOnly, schema: { querystring: listQuery, response: { 200: stageList } } }, async (request) => {
    const user = requireUser(request);
    const q = request.query;
    let rows = cardsFor(app.db, user.id).select(['uc.due', 'uc.decided_at']).where('uc.stage', '=', q.stage);
    if (q.cursor) rows = rows.where('cards.id', '<', q.cursor);
    const list = await rows.orderBy('cards.id', 'desc').limit(q.limit + 1).execute();
    const last = list[Math.min(list.length, q.limit) - 1];
    return {
      data: list.slice(0, q.limit).map((c) => ({ ...cardResource(c, app.photos), due: c.due ? new Date(c.due).toISOString() : null })),
      meta: { nextCursor: list.length > q.limit && last ? String(last.id) : null },
    };
  });

  app.patch('/user/learning-settings', { config: userOnly, schema: { body: settingsBody, response: { 200: userData } } }, async (request) => {
    const user = requireUser(request);
    const input = request.body;
    if (input.retention === undefined && input.vacation === undefined && input.dailyGoal === undefined) throw new HttpError(422, 'invalidData', { errors: { retention: [{ key: 'field.required' }] } });
    const now = app.clock.now();
    if (input.retention !== undefined || input.dailyGoal !== undefined) {
      await updateUser(app.db, user.id, { ...(input.retention !== undefined ? { retention: input.retention } : {}), ...(input.dailyGoal !== undefined ? { daily_goal: input.dailyGoal } : {}) }, now);
    }
    if (input.vacation !== undefined) await setVacation(app.db, user, input.vacation, now);
    return { data: userResource((await findUserById(app.db, user.id))!) };
  });
});
