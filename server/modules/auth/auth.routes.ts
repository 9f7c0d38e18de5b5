import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ignoredBody, noContent } from '../../lib/route-schema';
import { deleteUser, findUserById } from '../users/users.repository';
import { userData, userResource } from '../users/user.resource';
import { callerOf } from '../../plugins/caller';
import { attachPendingLevelTest } from '../level-test/level-test.service';
import { createGuest } from './guest.service';
import { validTimezone } from './timezone';
import { needs } from '../../plugins/infrastructure';

const guestBody = z.strictObject({ timezone: z.string().max(64).optional() }).optional();


export const authRoutes = needs('auth-routes', ['db'], async function authRoutes(fastify: FastifyInstance, opts: { db: Db; now: () => number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Starts a guest. Calling it while already signed in answers the current user instead of making another account. */
  const guestSchema = { body: guestBody, response: { 200: userData, 201: userData } };
  app.post('/auth/guest', { config: { rateLimit: { max: 10, timeWindow: 60_000 } }, schema: guestSchema }, async (request, reply) => {
    const input = request.body ?? {};
    if (request.user) return reply.status(200).send({ data: userResource(request.user) });
    const timezone = validTimezone(input.timezone ?? (request.headers['x-timezone'] as string | undefined));
    const guest = await createGuest(opts.db, request.locale, timezone, opts.now());
    app.sessions.login(request, guest.id);
    await attachPendingLevelTest(app, callerOf(app.sessions, request), guest);
    return reply.status(201).send({ data: userResource(guest) });
  });

  /**
   * Always ends the session (spec §4), and answers 204 even for a visitor who had none.
   * A guest's account ends with it: a guest has no way to sign back in (spec §6 "loses progress on exit").
   */
  app.post('/logout', { schema: { body: ignoredBody, response: { 204: noContent } } }, async (request, reply) => {
    const user = request.user;
    if (request.accessTokenId !== null) {
      await opts.db.deleteFrom('personal_access_tokens').where('id', '=', request.accessTokenId).execute();
    }
    app.sessions.logout(request);
    if (user?.is_guest === 1 && (await findUserById(opts.db, user.id))) await deleteUser(opts.db, user.id);
    return reply.status(204).send();
  });
});
