import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError, HttpError } from '../../lib/http-errors';
import { ignoredBody, noContent } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { verifyPassword } from '../auth/passwords';
import { validTimezone } from '../auth/timezone';
import { userData, userResource } from '../users/user.resource';
import { deleteUser, updateUser } from '../users/users.repository';
import { saveAvatar } from './avatar';
import { needs } from '../../plugins/infrastructure';

const profileBody = z.strictObject({
  name: z.string().trim().min(1).max(255).optional(),
  locale: z.enum(['en', 'ru']).optional(),
  timezone: z.string().max(64).optional(),
});

const deleteBody = z.strictObject({ password: z.string().max(255).optional(), confirm: z.string().max(16).optional() });

/** Profile: name, language, time zone, avatar, linked accounts and deleting the account. Guests may not change who they are. */
const identitiesBody = z.object({
  data: z.array(z.object({ provider: z.string(), name: z.string().nullable(), email: z.string().nullable(), linkedAt: z.string() })),
  meta: z.object({ hasPassword: z.boolean() }),
});
/** Any provider: an unknown one is a 404 (the handler), as a missing link is. */
const providerParams = z.object({ provider: z.string() });

export const profileRoutes = needs('profile-routes', ['db'], async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  app.patch('/user', { config: userOnly, schema: { body: profileBody, response: { 200: userData } } }, async (request) => {
    const user = requireUser(request);
    const input = request.body;
    if (input.name !== undefined && user.is_guest === 1) throw new HttpError(403, 'auth.guestForbidden');
    const updated = await updateUser(
      db,
      user.id,
      {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.timezone ? { timezone: validTimezone(input.timezone) } : {}),
      },
      clock.now(),
    );
    return { data: userResource(updated) };
  });

  // multipart/form-data (one file), read by saveAvatar: no JSON body to declare.
  app.post('/user/avatar', { config: { rateLimit: { max: 10, timeWindow: 60_000 }, ...userOnly }, schema: { response: { 200: userData } } }, async (request) => {
    const user = requireUser(request);
    if (user.is_guest === 1) throw new HttpError(403, 'auth.guestForbidden');
    const url = await saveAvatar(app, request, user);
    return { data: userResource({ ...user, avatar_url: url }) };
  });

  /** Deleting is final: a password account confirms with its password, any other with the word DELETE. */
  app.delete('/user', { config: userOnly, schema: { body: deleteBody, response: { 204: noContent } } }, async (request, reply) => {
    const user = requireUser(request);
    const input = request.body;
    if (user.password_hash) {
      if (!input.password || !(await verifyPassword(user.password_hash, input.password))) throw fieldError('password', 'auth.passwordWrong');
    } else if (input.confirm !== 'DELETE') {
      throw fieldError('confirm', 'auth.confirmDelete');
    }
    await app.sessions.destroyForUser(user.id);
    await deleteUser(db, user.id);
    app.sessions.logout(request);
    return reply.status(204).send();
  });

  app.get('/user/identities', { config: userOnly, schema: { response: { 200: identitiesBody } } }, async (request) => {
    const user = requireUser(request);
    const rows = await db.selectFrom('identities').select(['provider', 'display_name', 'email', 'created_at']).where('user_id', '=', user.id).execute();
    return {
      data: rows.map((r) => ({ provider: r.provider, name: r.display_name, email: r.email, linkedAt: new Date(r.created_at).toISOString() })),
      meta: { hasPassword: !!user.password_hash },
    };
  });

  const unlinkSchema = { params: providerParams, body: ignoredBody, response: { 204: noContent } };
  app.delete('/user/identities/:provider', { config: userOnly, schema: unlinkSchema }, async (request, reply) => {
    const user = requireUser(request);
    const provider = z.enum(['vk', 'yandex']).safeParse(request.params.provider);
    if (!provider.success) throw new HttpError(404, 'notFound');
    const rows = await db.selectFrom('identities').select('provider').where('user_id', '=', user.id).execute();
    if (!rows.some((r) => r.provider === provider.data)) throw new HttpError(404, 'notFound');
    const otherWays = rows.length - 1 + (user.password_hash && user.email ? 1 : 0);
    if (otherWays === 0) throw new HttpError(412, 'auth.lastLoginMethod', { code: 'last-login-method' });
    await db.deleteFrom('identities').where('user_id', '=', user.id).where('provider', '=', provider.data).execute();
    return reply.status(204).send();
  });
});
