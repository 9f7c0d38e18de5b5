import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { userResource, userSchema } from '../users/user.resource';
import { findUserById, updateUser } from '../users/users.repository';
import { issueAccessToken } from './access-tokens';
import { signInWithIdentity } from './identities';
import { verifyLaunchParams } from './vk-launch';
import { needs } from '../../plugins/infrastructure';

const vkBody = z.strictObject({
  launchParams: z.string().min(1).max(4096),
  // Display data from VKWebAppGetUserInfo: never proof of identity, only a name and a picture.
  user: z
    .object({
      first_name: z.string().max(100).optional(),
      last_name: z.string().max(100).optional(),
      photo_200: z.string().max(1024).optional(),
    })
    .optional(),
});

/**
 * POST auth/vk: the mini app's raw launch params, checked with the app's protected key, answer a bearer token.
 * No cookie is set (the VK iframe is cross-site, cookies are often blocked), so no CSRF token is demanded: the
 * signed params are the proof of the VK identity. They prove nothing about a cookie session, though, so (docs/decisions/):
 * - JSON only: a cross-site HTML form (urlencoded, multipart, text/plain) is refused with 415;
 * - a guest is merged into the VK account only when the request proved it owns that guest: by its bearer token, or
 *   by its cookie session plus the XSRF token (plugins/auth leaves `request.user` empty otherwise).
 */
export const vkRoutes = needs('vk-routes', ['db'], async function vkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    config: { csrf: false, rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: { body: vkBody, response: { 200: z.object({ data: z.object({ token: z.string(), user: userSchema }) }) } },
    // Before the schema: an unconfigured server or a form post is refused whatever the body holds.
    preValidation: async (request: { headers: Record<string, string | string[] | undefined> }) => {
      if (!app.config.vk.secret) throw new HttpError(503, 'auth.vkNotConfigured');
      if (!/^application\/json\s*(;|$)/i.test(String(request.headers['content-type'] ?? ''))) throw new HttpError(415, 'unsupportedMediaType');
    },
  };
  app.post('/auth/vk', options, async (request, reply) => {
    const vk = app.config.vk;
    const secret = vk.secret!;
    const input = request.body;
    const now = app.clock.now();
    const check = verifyLaunchParams(input.launchParams, { secret, appId: vk.appId, maxAgeSeconds: vk.launchMaxAgeSeconds, nowSeconds: Math.floor(now / 1000) });
    if (!check.ok) throw new HttpError(401, check.reason === 'stale' ? 'auth.vkStale' : 'auth.vkSignInvalid', { code: `vk-${check.reason}` });
    const name = [input.user?.first_name, input.user?.last_name].filter(Boolean).join(' ') || null;
    const photo = input.user?.photo_200 && /^https:\/\//.test(input.user.photo_200) ? input.user.photo_200 : null;
    const userId = await signInWithIdentity(
      app.db,
      { provider: 'vk', id: check.userId, name, email: null, avatar: photo },
      request.user?.is_guest === 1 ? request.user : null,
      'login',
      now,
    );
    const locale = check.params.vk_language === 'ru' || check.params.vk_language === 'en' ? check.params.vk_language : null;
    let user = (await findUserById(app.db, userId))!;
    // VK's language is taken for an account made by this very launch only; later the user's own choice stands.
    if (locale && user.created_at === now) user = await updateUser(app.db, userId, { locale }, now);
    const token = await issueAccessToken(app.db, userId, 'vk-mini-app', now);
    return reply.status(200).send({ data: { token, user: userResource(user) } });
  });
});
