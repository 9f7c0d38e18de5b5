import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldError, HttpError } from '../../lib/http-errors';
import { body } from '../../lib/validation';
import { requireUser } from '../../plugins/auth';
import { verifyPassword } from '../auth/passwords';
import { validTimezone } from '../auth/timezone';
import { userResource } from '../users/user.resource';
import { deleteUser, updateUser } from '../users/users.repository';
import { saveAvatar } from './avatar';

const profileBody = z.strictObject({
  name: z.string().trim().min(1).max(255).optional(),
  locale: z.enum(['en', 'ru']).optional(),
  timezone: z.string().max(64).optional(),
});

const deleteBody = z.strictObject({ password: z.string().max(255).optional(), confirm: z.string().max(16).optional() });

/** Profile: name, language, time zone, avatar, linked accounts and deleting the account. Guests may not change who they are. */
export async function profileRoutes(app: FastifyInstance) {
  const { db, clock } = app;

  app.patch('/user', async (request) => {
    const user = requireUser(request);
    const input = body(request, profileBody);
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

  app.post('/user/avatar', { config: { rateLimit: { max: 10, timeWindow: 60_000 } } }, async (request) => {
    const user = requireUser(request);
    if (user.is_guest === 1) throw new HttpError(403, 'auth.guestForbidden');
    const url = await saveAvatar(app, request, user);
    return { data: userResource({ ...user, avatar_url: url }) };
  });

  /** Deleting is final: a password account confirms with its password, any other with the word DELETE. */
  app.delete('/user', async (request, reply) => {
    const user = requireUser(request);
    const input = body(request, deleteBody);
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

  app.get('/user/identities', async (request) => {
    const user = requireUser(request);
    const rows = await db.selectFrom('identities').select(['provider', 'display_name', 'email', 'created_at']).where('user_id', '=', user.id).execute();
    return {
      data: rows.map((r) => ({ provider: r.provider, name: r.display_name, email: r.email, linkedAt: new Date(r.created_at).toISOString() })),
      meta: { hasPassword: !!user.password_hash },
    };
  });

  app.delete<{ Params: { provider: string } }>('/user/identities/:provider', async (request, reply) => {
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
}
