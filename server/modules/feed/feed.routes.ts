import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CEFR_LEVELS } from '../../domain/levels';
import { notFound, precondition } from '../../lib/http-errors';
import { idParams, ignoredBody, resource, uuidParams } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { userData, userResource } from '../users/user.resource';
import { notifyUser, USER_EVENTS } from '../realtime/user-events';
import { updateUser } from '../users/users.repository';
import { levelReached } from '../stories/milestones';
import { inTransaction } from '../../db/database';
import { decisionsService } from './decisions.service';
import { FEED_NAMES, listFeed } from './feed.service';
import { levelUpOffer } from './level-up';
import { ensureTodaysSelection } from './selection';
import { needs } from '../../plugins/infrastructure';

const pageQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  level: z.enum(CEFR_LEVELS).optional(),
});
/** Any name: an unknown feed is a 404 (the handler), not a 422. */
const feedParams = z.object({ name: z.string() });
const decisionBody = z.strictObject({ id: z.uuid(), decision: z.enum(['know', 'learn']) });
const checkBody = z.strictObject({ answer: z.string().min(1).max(255) });
const levelUpBody = z.strictObject({ to: z.enum(CEFR_LEVELS) });

type Decisions = ReturnType<typeof decisionsService>;
const feedPage = resource<Awaited<ReturnType<typeof listFeed>>>();
const decisionAnswer = resource<Awaited<ReturnType<Decisions['decide']>>['result']>();

/** The photo-card feed: collections, decisions with their limits, check questions, undo, level-up. */
export const feedRoutes = needs('feed-routes', ['db', 'photos'], async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, clock: app.clock, photos: app.photos, movesPerDay: app.config.freeMovesPerDay };
  const decisions = decisionsService(deps);
  const decisionLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.get('/feeds/:name', { schema: { params: feedParams, querystring: pageQuery, response: { 200: feedPage } } }, async (request) => {
    const name = FEED_NAMES.find((n) => n === request.params.name);
    if (!name) throw notFound();
    return listFeed(deps, name, request.user, request.query);
  });

  const decideSchema = { params: idParams, body: decisionBody, response: { 200: decisionAnswer, 201: decisionAnswer } };
  app.post('/cards/:id/decisions', { config: { ...decisionLimit, ...userOnly }, schema: decideSchema }, async (request, reply) => {
    const { created, result } = await decisions.decide(requireUser(request), request.params.id, request.body);
    return reply.status(created ? 201 : 200).send(result);
  });

  const checkSchema = { params: uuidParams, body: checkBody, response: { 200: resource<Awaited<ReturnType<Decisions['answerCheck']>>>() } };
  app.post('/decisions/:id/check', { config: { ...decisionLimit, ...userOnly }, schema: checkSchema }, async (request) => {
    return decisions.answerCheck(requireUser(request), request.params.id, request.body.answer);
  });

  const undoSchema = { params: uuidParams, body: ignoredBody, response: { 200: resource<Awaited<ReturnType<Decisions['undo']>>>() } };
  app.post('/decisions/:id/undo', { config: { ...decisionLimit, ...userOnly }, schema: undoSchema }, async (request) => {
    return decisions.undo(requireUser(request), request.params.id);
  });

  app.post('/user/level-up', { config: userOnly, schema: { body: levelUpBody, response: { 200: userData } } }, async (request) => {
    const user = requireUser(request);
    const { to } = request.body;
    const offer = await levelUpOffer(app.db, user);
    if (!offer || offer.to !== to) throw precondition('level-up-unavailable');
    const now = app.clock.now();
    // The new level and its milestone (a story to share) together, or neither.
    const updated = await inTransaction(app.db, async (trx) => {
      const row = await updateUser(trx, user.id, { level: to }, now);
      await levelReached(trx, user.id, to, now);
      return row;
    });
    // Today, not tomorrow: the undecided cards give way to the new level's, and the "I know" answers that earned the
    // offer give their moves back (moves.ts), so a learner who accepts with no moves left can take them now.
    await ensureTodaysSelection(app.db, updated, now, app.config.freeMovesPerDay, { renew: true });
    // The learner's other tabs and devices show the old level's cards: they reload (this tab already does).
    await notifyUser(app, user.id, USER_EVENTS.newCardsAvailable, { reason: 'level', level: to, link: '/selection' }, request);
    return { data: userResource(updated) };
  });
});
