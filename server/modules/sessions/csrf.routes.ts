import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent } from '../../lib/route-schema';

/** Sanctum's GET /sanctum/csrf-cookie: starts a session if needed; the session plugin sets XSRF-TOKEN on the way out. */
export async function csrfRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/sanctum/csrf-cookie', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    app.sessions.ensure(request);
    return reply.status(204).send();
  });
}
