import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEVELS } from '../../domain/levels';
import { body, parse } from '../../lib/validation';
import { userResource } from '../users/user.resource';
import { findUserById } from '../users/users.repository';
import { levelTestService } from './level-test.service';

const startBody = z.strictObject({ entry: z.enum(['easy', 'medium', 'hard']) });
const answerBody = z.strictObject({ itemId: z.string().min(1).max(128), choice: z.string().max(255).nullable() });
const rejectBody = z.strictObject({ level: z.enum(LEVELS).optional() });
const idParam = z.object({ id: z.uuid() });

/** The adaptive CEFR level test (easy/medium/hard entry points), open to anonymous visitors too. */
export async function levelTestRoutes(app: FastifyInstance) {
  const tests = levelTestService(app);
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };

  app.post('/level-test', { config: limit }, async (request, reply) => reply.status(201).send(await tests.start(request, body(request, startBody).entry)));

  app.get<{ Params: { id: string } }>('/level-test/:id', async (request) => tests.show(request, parse(idParam, request.params).id));

  app.post<{ Params: { id: string } }>('/level-test/:id/answers', { config: limit }, async (request) => {
    const { id } = parse(idParam, request.params);
    const input = body(request, answerBody);
    return tests.answer(request, id, input.itemId, input.choice);
  });

  app.post('/level-test/reject', async (request) => {
    const result = await tests.reject(request, body(request, rejectBody).level);
    const user = request.user ? await findUserById(app.db, request.user.id) : null;
    return { data: { ...result, user: user ? userResource(user) : null } };
  });
}
