import Echo from 'laravel-echo';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import type { RealtimeConfig } from '../config/env';

/**
 * The real clients of the realtime server, pointed at a test server: laravel-echo over pusher-js as the app uses
 * them, and the `pusher` server SDK as another service would. Cookies cannot be set through pusher-js in Node, so
 * these clients authenticate with a bearer token, as the app does inside VK.
 */
export function echoClient(port: number, config: RealtimeConfig, token: string | null) {
  const base = `http://127.0.0.1:${port}`;
  return new Echo<'reverb'>({
    broadcaster: 'reverb',
    key: config.key,
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    Pusher,
    authEndpoint: `${base}/broadcasting/auth`,
    // Echo mutates its shared default headers object; a fresh one keeps one client's token out of the next.
    auth: { headers: {} },
    userAuthentication: { endpoint: `${base}/broadcasting/user-auth`, transport: 'ajax', headers: {} },
    bearerToken: token,
  });
}

export function pusherClient(port: number, config: RealtimeConfig, token?: string) {
  const base = `http://127.0.0.1:${port}`;
  const headers = token ? { Authorization: `Bearer ${token}` } : {};
  return new Pusher(config.key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: { endpoint: `${base}/broadcasting/auth`, transport: 'ajax', headers },
    userAuthentication: { endpoint: `${base}/broadcasting/user-auth`, transport: 'ajax', headers },
  });
}

export function pusherServer(port: number, config: RealtimeConfig) {
  return new PusherServer({ appId: config.appId, key: config.key, secret: config.secret, host: '127.0.0.1', port: String(port), useTLS: false });
}

/** Resolves with the first value a callback-style subscription delivers; rejects after `ms` naming what it waited for. */
export function first<T>(what: string, subscribe: (resolve: (value: T) => void) => void, ms = 10_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Resolves once pusher-js reports the connection connected. */
export function connected(pusher: Pusher): Promise<string> {
  if (pusher.connection.state === 'connected') return Promise.resolve(pusher.connection.socket_id);
  return first('connection', (done) => pusher.connection.bind('connected', () => done(pusher.connection.socket_id)));
}
