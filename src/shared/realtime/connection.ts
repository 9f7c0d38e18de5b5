import { apiOrigin } from '../config/env';
import { readXsrfToken } from '../api/csrf';
import { getBearerToken } from '../api/auth-token';
import { reverbOptions } from './config';
import { setSocketId } from './socket-id';

/** pusher-js connection states, which are also spec §4's realtime connection states. */
export type RealtimeState = 'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface RealtimeHandlers {
  onState(state: RealtimeState): void;
  onEvent(name: string, data: unknown): void;
}

/** Short names Echo resolves in the App.Events namespace (App\Events\PointsAwarded …), as the server sends them. */
export const USER_EVENT_NAMES = ['PointsAwarded', 'StreakChanged', 'NewCardsAvailable', 'BotMessage', 'CardModerated', 'FriendsChanged', 'FriendProgress', 'FriendNudged'] as const;
export type UserEventName = (typeof USER_EVENT_NAMES)[number];

/**
 * Connects laravel-echo (broadcaster reverb, over pusher-js) and listens on the user's private channel. The libraries
 * load on demand, so the first screen does not wait for them. Returns the disconnect.
 */
export interface RealtimeConnection {
  disconnect(): void;
  /** Try now instead of at pusher-js's next scheduled attempt (the API answered again). */
  reconnectNow(): void;
  /** Listens on one more private channel (its name without `private-`); returns the leave. */
  join(channel: string, names: readonly string[], onEvent: (name: string, data: unknown) => void): () => void;
}

export async function connectRealtime(userId: number, handlers: RealtimeHandlers): Promise<RealtimeConnection> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([import('laravel-echo'), import('pusher-js')]);
  const bearerToken = getBearerToken();
  const echo = new Echo<'reverb'>({
    broadcaster: 'reverb',
    ...reverbOptions(),
    enabledTransports: ['ws', 'wss'],
    Pusher,
    authEndpoint: `${apiOrigin()}/broadcasting/auth`,
    userAuthentication: { endpoint: `${apiOrigin()}/broadcasting/user-auth`, transport: 'ajax', headers: {} },
    // A fresh object: Echo writes its headers into a default shared by every instance.
    auth: { headers: {} },
    csrfToken: readXsrfToken(),
    bearerToken,
    namespace: 'App.Events',
  });
  const connection = echo.connector.pusher.connection;
  handlers.onState(connection.state as RealtimeState);
  connection.bind('state_change', ({ current }: { current: RealtimeState }) => {
    setSocketId(current === 'connected' ? connection.socket_id : null);
    handlers.onState(current);
  });
  const channel = echo.private(`App.Models.User.${userId}`);
  for (const name of USER_EVENT_NAMES) channel.listen(name, (data: unknown) => handlers.onEvent(name, data));
  return {
    disconnect: () => {
      setSocketId(null);
      echo.disconnect();
    },
    join: (name, names, onEvent) => {
      const extra = echo.private(name);
      for (const event of names) extra.listen(event, (data: unknown) => onEvent(event, data));
      return () => echo.leave(name);
    },
    reconnectNow: () => {
      if (connection.state === 'connected') return;
      if (connection.state !== 'connecting') return echo.connector.pusher.connect();
      // An attempt begun while the server was still down fails after this call; without a retry here pusher-js
      // would wait for its next scheduled attempt (up to a minute) although the server already answers.
      const retryIfFailed = ({ current }: { current: RealtimeState }) => {
        connection.unbind('state_change', retryIfFailed);
        if (current === 'unavailable' || current === 'disconnected') echo.connector.pusher.connect();
      };
      connection.bind('state_change', retryIfFailed);
    },
  };
}
