import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEVELS } from '../../domain/levels';
import { resource, uuidParams } from '../../lib/route-schema';
import { callerOf } from '../../plugins/caller';
import { userResource, userSchema } from '../users/user.resource';
import { findUserById } from '../users/users.repository';
import { levelTestService } from './level-test.service';
import { needs } from '../../plugins/infrastructure';

const startBody = z.strictObject({ entry: z.enum(['easy', 'medium', 'hard']) });
const answerBody = z.strictObject({ itemId: z.string().min(1).max(128), choice: z.string().max(255).nullable() });
const rejectBody = z.strictObject({ level: z.enum(LEVELS).optional() });
type Tests = ReturnType<typeof levelTestService>;
const answerOf = <K extends 'start' | 'show' | 'answer' | 'reject'>() => resource<Awaited<ReturnType<Tests[K]>>>();

/** The adaptive CEFR level test (easy/medium/hard entry points), open to anonymous visitors too. */
export const levelTestRoutes = needs('level-test-routes', ['db'], async function levelTestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tests = levelTestService(app);
  const caller = (request: Parameters<typeof callerOf>[1]) => callerOf(app.sessions, request);
  const limit = { rateLimit: { max: 120, timeWindow: 60_000 } };

  const startSchema = { body: startBody, response: { 201: answerOf<'start'>() } };
  app.post('/level-test', { config: limit, schema: startSchema }, async (request, reply) => reply.status(201).send(await tests.start(caller(request), request.body.entry)));

  app.get('/level-test/:id', { schema: { params: uuidParams, response: { 200: answerOf<'show'>() } } }, async (request) => tests.show(caller(request), request.params.id));

  const answerSchema = { params: uuidParams, body: answerBody, response: { 200: answerOf<'answer'>() } };
  app.post('/level-test/:id/answers', { config: limit, schema: answerSchema }, async (request) => {
    return tests.answer(caller(request), request.params.id, request.body.itemId, request.body.choice);
  });

  const rejected = z.object({ data: z.looseObject({ user: userSchema.nullable() }) });
  app.post('/level-test/reject', { schema: { body: rejectBody, response: { 200: rejected } } }, async (request) => {
    const result = await tests.reject(caller(request), request.body.level);
    const user = request.user ? await findUserById(app.db, request.user.id) : null;
    return { data: { ...result, user: user ? userResource(user) : null } };
  });
});
