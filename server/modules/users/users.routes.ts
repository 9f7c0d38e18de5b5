import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { dataOf, resource } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { progressOf } from '../progress/progress.service';
import { userData, userResource } from './user.resource';

export async function userRoutes(fastify: FastifyInstance, opts: { db: Db }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/user', { config: userOnly, schema: { response: { 200: userData } } }, async (request) => ({ data: userResource(requireUser(request)) }));

  app.get(
    '/user/progress',
    { config: userOnly, schema: { response: { 200: dataOf(resource<Awaited<ReturnType<typeof progressOf>>>()) } } },
    async (request) => ({ data: await progressOf(opts.db, requireUser(request), app.clock.now()) }),
  );
}
