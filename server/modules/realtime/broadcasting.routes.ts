import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors';
import { authorizeChannel } from './channels';
import { SOCKET_ID } from './protocol';
import { channelAuth, userAuth } from './signatures';

// pusher-js posts these form-encoded; Laravel's SPA recipe posts them as JSON through axios. Both are accepted.
const channelAuthBody = z.object({
  socket_id: z.string().regex(SOCKET_ID),
  channel_name: z.string().min(1).max(200),
});
const userAuthBody = z.object({ socket_id: z.string().regex(SOCKET_ID) });

/**
 * Channel authorisation and user authentication for pusher-js / laravel-echo, as Laravel's Broadcast::routes()
 * answers them. The caller is the cookie session (which, being a POST, needs the XSRF header) or the bearer token
 * inside VK. Unauthenticated or refused: 403, as Laravel answers.
 */
const authAnswer = z.object({ auth: z.string(), channel_data: z.string().optional(), user_data: z.string().optional() });

export async function broadcastingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { key, secret } = app.config.realtime;
  // Before the body, as Laravel: an anonymous caller is refused (403) and learns nothing about what input fits.
  const signedIn = async (request: FastifyRequest) => {
    if (!request.user) throw forbidden();
  };

  for (const path of ['/broadcasting/auth', '/pusher/auth']) {
    app.post(path, { schema: { body: channelAuthBody, response: { 200: authAnswer } }, preValidation: signedIn }, async (request) => {
      const { socket_id, channel_name } = request.body;
      const user = request.user;
      if (!user) throw forbidden();
      if (!/^(private|presence)-/.test(channel_name)) throw forbidden();
      const answer = await authorizeChannel(app.db, user, channel_name);
      if (answer === false) throw forbidden();
      if (channel_name.startsWith('presence-')) {
        const channelData = JSON.stringify({ user_id: user.id, user_info: answer === true ? {} : answer });
        return { auth: channelAuth(key, secret, socket_id, channel_name, channelData), channel_data: channelData };
      }
      return { auth: channelAuth(key, secret, socket_id, channel_name) };
    });
  }

  for (const path of ['/broadcasting/user-auth', '/pusher/user-auth']) {
    app.post(path, { schema: { body: userAuthBody, response: { 200: authAnswer } }, preValidation: signedIn }, async (request) => {
      const { socket_id } = request.body;
      const user = request.user;
      if (!user) throw forbidden();
      // Pusher requires the id as a string in user_data.
      const userData = JSON.stringify({ id: String(user.id), name: user.name });
      return { auth: userAuth(key, secret, socket_id, userData), user_data: userData };
    });
  }
}
