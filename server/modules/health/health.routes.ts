import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { pingDb } from '../../db/database';

/**
 * For load balancers and uptime checks: 200 when the database answers, 503 when it does not, and 503 from the moment
 * the node was told to stop (it still finishes what it has, plugins/shutdown), so traffic moves to other nodes.
 */
const healthBody = z.object({ status: z.enum(['ok', 'degraded', 'stopping']), database: z.enum(['ok', 'down']), version: z.string(), uptimeSeconds: z.number() });

export async function healthRoutes(fastify: FastifyInstance, opts: { db: Db; version: string; startedAt: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: healthBody, 503: healthBody } } }, async (_request, reply) => {
    let database: 'ok' | 'down' = 'ok';
    try {
      await pingDb(opts.db);
    } catch {
      database = 'down';
    }
    const status = fastify.stopping ? 'stopping' : database === 'ok' ? 'ok' : 'degraded';
    return reply.status(status === 'ok' ? 200 : 503).send({
      status,
      database,
      version: opts.version,
      uptimeSeconds: Math.round((Date.now() - opts.startedAt) / 1000),
    });
  });
}
