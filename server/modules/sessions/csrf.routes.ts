import type { FastifyInstance } from 'fastify';

/** Sanctum's GET /sanctum/csrf-cookie: starts a session if needed; the session plugin sets XSRF-TOKEN on the way out. */
export async function csrfRoutes(app: FastifyInstance) {
  app.get('/sanctum/csrf-cookie', async (request, reply) => {
    app.sessions.ensure(request);
    return reply.status(204).send();
  });
}
