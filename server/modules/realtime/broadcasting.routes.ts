import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../lib/http-errors';
import { body } from '../../lib/validation';
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
export async function broadcastingRoutes(app: FastifyInstance) {
  const { key, secret } = app.config.realtime;

  for (const path of ['/broadcasting/auth', '/pusher/auth']) {
    app.post(path, async (request) => {
      const user = request.user;
      if (!user) throw forbidden(); // before reading the body, as Laravel: an anonymous caller learns nothing more
      const { socket_id, channel_name } = body(request, channelAuthBody);
      if (!/^(private|presence)-/.test(channel_name)) throw forbidden();
      const answer = authorizeChannel(user, channel_name);
      if (answer === false) throw forbidden();
      if (channel_name.startsWith('presence-')) {
        const channelData = JSON.stringify({ user_id: user.id, user_info: answer === true ? {} : answer });
        return { auth: channelAuth(key, secret, socket_id, channel_name, channelData), channel_data: channelData };
      }
      return { auth: channelAuth(key, secret, socket_id, channel_name) };
    });
  }

  for (const path of ['/broadcasting/user-auth', '/pusher/user-auth']) {
    app.post(path, async (request) => {
      const user = request.user;
      if (!user) throw forbidden();
      const { socket_id } = body(request, userAuthBody);
      // Pusher requires the id as a string in user_data.
      const userData = JSON.stringify({ id: String(user.id), name: user.name });
      return { auth: userAuth(key, secret, socket_id, userData), user_data: userData };
    });
  }
}
