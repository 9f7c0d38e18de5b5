import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { body, parse } from '../../lib/validation';
import { gameService } from './game.service';

const resultBody = z.strictObject({
  attempts: z.array(z.strictObject({ wordId: z.string().min(1).max(32), translationId: z.string().min(1).max(32) })).max(100),
});

export async function gameRoutes(app: FastifyInstance) {
  const game = gameService(app);
  const limit = { rateLimit: { max: 60, timeWindow: 60_000 } };
  app.post('/game/rounds', { config: limit }, async (request, reply) => reply.status(201).send(await game.issue(request)));
  app.post<{ Params: { id: string } }>('/game/rounds/:id/result', { config: limit }, async (request) => {
    const { id } = parse(z.object({ id: z.uuid() }), request.params);
    return game.submit(request, id, body(request, resultBody).attempts);
  });
}
