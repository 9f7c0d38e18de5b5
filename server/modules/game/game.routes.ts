import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, parse } from '../../lib/validation';
import { announceProgress } from '../realtime/user-events';
import { gameService } from './game.service';

const attemptShape = z.strictObject({ wordId: z.string().min(1).max(32), translationId: z.string().min(1).max(32) });
const resultBody = z.strictObject({ attempts: z.array(attemptShape).max(100) });
const roundParams = z.object({ id: z.uuid() });

export async function gameRoutes(app: FastifyInstance) {
  const game = gameService(app);
  const limit = { rateLimit: { max: 60, timeWindow: 60_000 } };
  // Live play sends a request per tap: a quick player makes a dozen a round, a round every 10–20 s.
  const tapLimit = { rateLimit: { max: 300, timeWindow: 60_000 } };
  app.post('/game/rounds', { config: limit }, async (request, reply) => reply.status(201).send(await game.issue(request)));
  app.post<{ Params: { id: string } }>('/game/rounds/:id/result', { config: limit }, async (request) => {
    const { id } = parse(roundParams, request.params);
    const result = await game.submit(request, id, body(request, resultBody).attempts);
    if (request.user) await announceProgress(app, request, request.user, { points: result.data.points, reason: 'game' });
    return result;
  });
  app.post<{ Params: { id: string } }>('/game/rounds/:id/attempts', { config: tapLimit }, async (request) => {
    const { id } = parse(roundParams, request.params);
    const result = await game.attempt(request, id, body(request, attemptShape));
    if (request.user && result.data.result) await announceProgress(app, request, request.user, { points: result.data.result.points, reason: 'game' });
    return result;
  });
}
