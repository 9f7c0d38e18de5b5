import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { pingDb } from '../../db/database';

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance, opts: { db: Db; version: string; startedAt: number }) {
  app.get('/health', async (_request, reply) => {
    let database = 'ok';
    try {
      await pingDb(opts.db);
    } catch {
      database = 'down';
    }
    return reply.status(database === 'ok' ? 200 : 503).send({
      status: database === 'ok' ? 'ok' : 'degraded',
      database,
      version: opts.version,
      uptimeSeconds: Math.round((Date.now() - opts.startedAt) / 1000),
    });
  });
}
