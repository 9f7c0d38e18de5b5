import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/http-errors';
import { noContent } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { needs } from '../../plugins/infrastructure';

// Strict as every other body: an unknown field is a client bug worth a 422, not something to drop silently.
const tokenBody = z.strictObject({
  token: z.string().min(1).max(4096),
  provider: z.enum(['firebase', 'vk_mini_app']),
});

/**
 * POST user/push-token: where this device's pushes go (spec §3). Re-sending the same token refreshes it; a token
 * another account registered moves to this one (one device, the account now signed in). Inside VK the token is the
 * caller's own VK user id, nothing else.
 */
export const pushRoutes = needs('push-routes', ['db'], async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/user/push-token', { config: userOnly, schema: { body: tokenBody, response: { 204: noContent } } }, async (request, reply) => {
    const user = requireUser(request);
    const { token, provider } = request.body;
    if (provider === 'vk_mini_app') {
      const own = await app.db.selectFrom('identities').select('provider_user_id').where('user_id', '=', user.id).where('provider', '=', 'vk').execute();
      if (!own.some((i) => i.provider_user_id === token)) throw fieldError('token', 'push.notYourVkId');
    }
    const now = app.clock.now();
    await app.db
      .insertInto('push_tokens')
      .values({ user_id: user.id, provider, token, created_at: now, updated_at: now, paused_until: null })
      .onConflict((oc) => oc.columns(['provider', 'token']).doUpdateSet({ user_id: user.id, updated_at: now }))
      .execute();
    return reply.status(204).send();
  });
});
