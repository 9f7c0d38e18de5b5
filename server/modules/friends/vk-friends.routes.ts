import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams, resource } from '../../lib/route-schema';
import { requireUser, userOnly } from '../../plugins/auth';
import { notifyUser, USER_EVENTS } from '../realtime/user-events';
import type { FriendsService } from './friends.service';
import { vkUserApi } from './vk-api';
import { vkFriendsFinder } from './vk-friends';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Finder = ReturnType<typeof vkFriendsFinder>;

// A VK user access token: VK's are ~200 characters of [A-Za-z0-9._-]; anything else is not worth sending to VK.
const tokenBody = z.strictObject({ token: z.string().min(16).max(1024).regex(/^[\w.-]{16,1024}$/) });

/**
 * VK friends who use Slovo (docs/api.md "Friends"): found and added with the learner's own VK token. Each call asks
 * VK twice, so it is limited harder than the rest of the friends' routes.
 */
export function vkFriendsRoutes(fastify: FastifyInstance, friends: FriendsService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The VK API base and version are the ones notifications use (VK_API_URL, VK_API_VERSION).
  const finder = vkFriendsFinder({ db: app.db, vk: vkUserApi(app.config.push.vk), friends });
  const limit = { rateLimit: { max: 10, timeWindow: 60_000 } };

  app.post('/friends/vk', { config: { ...userOnly, ...limit }, schema: { body: tokenBody, response: { 200: dataOf(resource<Answer<Finder['find']>>()) } } }, async (request) => ({
    data: await finder.find(requireUser(request), request.body.token),
  }));

  app.post(
    '/friends/vk/:id',
    { config: { ...userOnly, ...limit }, schema: { params: idParams, body: tokenBody, response: { 201: dataOf(resource<Answer<Finder['add']>>()) } } },
    async (request, reply) => {
      const me = requireUser(request);
      const friend = await finder.add(me, request.params.id, request.body.token);
      await notifyUser(app, friend.id, USER_EVENTS.friendsChanged, { id: me.id });
      return reply.code(201).send({ data: friend });
    },
  );
}
