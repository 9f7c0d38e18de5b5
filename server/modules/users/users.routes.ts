import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { requireUser } from '../../plugins/auth';
import { progressOf } from '../progress/progress.service';
import { userResource } from './user.resource';

export async function userRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/user', async (request) => ({ data: userResource(requireUser(request)) }));

  app.get('/user/progress', async (request) => ({ data: await progressOf(opts.db, requireUser(request), app.clock.now()) }));
}
