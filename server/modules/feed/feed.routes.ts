import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CEFR_LEVELS } from '../../domain/levels';
import { notFound, precondition } from '../../lib/http-errors';
import { body, parse, query } from '../../lib/validation';
import { requireUser } from '../../plugins/auth';
import { userResource } from '../users/user.resource';
import { updateUser } from '../users/users.repository';
import { decisionsService } from './decisions.service';
import { FEED_NAMES, listFeed } from './feed.service';
import { levelUpOffer } from './level-up';

const pageQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  level: z.enum(CEFR_LEVELS).optional(),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });
const uuidParam = z.object({ id: z.uuid() });
const decisionBody = z.strictObject({ id: z.uuid(), decision: z.enum(['know', 'learn']) });
const checkBody = z.strictObject({ answer: z.string().min(1).max(255) });
const levelUpBody = z.strictObject({ to: z.enum(CEFR_LEVELS) });

/** The photo-card feed: collections, decisions with their limits, check questions, undo, level-up. */
export async function feedRoutes(app: FastifyInstance) {
  const decisions = decisionsService(app);
  const decisionLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.get<{ Params: { name: string } }>('/feeds/:name', async (request) => {
    const name = FEED_NAMES.find((n) => n === request.params.name);
    if (!name) throw notFound();
    return listFeed(app, name, request.user, query(request, pageQuery));
  });

  app.post<{ Params: { id: string } }>('/cards/:id/decisions', { config: decisionLimit }, async (request, reply) => {
    const user = requireUser(request);
    const { id } = parse(idParam, request.params);
    const result = await decisions.decide(user, id, body(request, decisionBody));
    return reply.status(result.status).send(result.body);
  });

  app.post<{ Params: { id: string } }>('/decisions/:id/check', { config: decisionLimit }, async (request) => {
    const user = requireUser(request);
    const { id } = parse(uuidParam, request.params);
    return decisions.answerCheck(user, id, body(request, checkBody).answer);
  });

  app.post<{ Params: { id: string } }>('/decisions/:id/undo', { config: decisionLimit }, async (request) => {
    const user = requireUser(request);
    const { id } = parse(uuidParam, request.params);
    return decisions.undo(user, id);
  });

  app.post('/user/level-up', async (request) => {
    const user = requireUser(request);
    const { to } = body(request, levelUpBody);
    const offer = await levelUpOffer(app.db, user);
    if (!offer || offer.to !== to) throw precondition('level-up-unavailable');
    return { data: userResource(await updateUser(app.db, user.id, { level: to }, app.clock.now())) };
  });
}
