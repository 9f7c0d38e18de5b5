import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { noContent } from '../../lib/route-schema';

const text = (max: number) => z.string().max(max);

const logBody = z.strictObject({
  err: z.string().min(1).max(2000),
  instance: text(500).nullish(),
  info: text(4000).nullish(),
  stack: text(10_000).nullish(),
});

/** The client's error reports (spec §7 POST logs): stored with who sent it, from which build and browser. */
export async function logsRoutes(fastify: FastifyInstance, opts: { db: Db; now: () => number; perMinute: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { body: logBody, response: { 204: noContent } };
  app.post('/logs', { config: { rateLimit: { max: opts.perMinute, timeWindow: 60_000 } }, schema }, async (request, reply) => {
    const input = request.body;
    await opts.db
      .insertInto('client_logs')
      .values({
        user_id: request.user?.id ?? null,
        err: input.err,
        instance: input.instance ?? null,
        info: input.info ?? null,
        stack: input.stack ?? null,
        client_version: (request.headers['x-version'] as string | undefined)?.slice(0, 64) ?? null,
        user_agent: request.headers['user-agent']?.slice(0, 512) ?? null,
        ip: request.ip,
        created_at: opts.now(),
      })
      .execute();
    return reply.status(204).send();
  });
}
