import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resource, ignoredBody, uuidParams } from '../../lib/route-schema';
import { callerOf } from '../../plugins/caller';
import { announceProgress } from '../realtime/user-events';
import { gameService } from './game.service';
import { needs } from '../../plugins/infrastructure';

const attemptShape = z.strictObject({ wordId: z.string().min(1).max(32), translationId: z.string().min(1).max(32) });
const resultBody = z.strictObject({ attempts: z.array(attemptShape).max(100) });
type Game = ReturnType<typeof gameService>;

export const gameRoutes = needs('game-routes', ['db', 'photos'], async function gameRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const game = gameService(app);
  const limit = { rateLimit: { max: 60, timeWindow: 60_000 } };
  // Live play sends a request per tap: a quick player makes a dozen a round, a round every 10–20 s.
  const tapLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };
  const issueSchema = { body: ignoredBody, response: { 201: resource<Awaited<ReturnType<Game['issue']>>>() } };
  app.post('/game/rounds', { config: limit, schema: issueSchema }, async (request, reply) => reply.status(201).send(await game.issue(callerOf(app.sessions, request))));
  const resultSchema = { params: uuidParams, body: resultBody, response: { 200: resource<Awaited<ReturnType<Game['submit']>>>() } };
  app.post('/game/rounds/:id/result', { config: limit, schema: resultSchema }, async (request) => {
    const result = await game.submit(callerOf(app.sessions, request), request.params.id, request.body.attempts);
    if (request.user) await announceProgress(app, request, request.user, { points: result.data.points, reason: 'game' });
    return result;
  });
  const attemptSchema = { params: uuidParams, body: attemptShape, response: { 200: resource<Awaited<ReturnType<Game['attempt']>>>() } };
  app.post('/game/rounds/:id/attempts', { config: tapLimit, schema: attemptSchema }, async (request) => {
    const result = await game.attempt(callerOf(app.sessions, request), request.params.id, request.body);
    if (request.user && result.data.result) await announceProgress(app, request, request.user, { points: result.data.result.points, reason: 'game' });
    return result;
  });
});
