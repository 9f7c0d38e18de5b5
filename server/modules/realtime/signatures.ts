import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

/**
 * The signatures of the Pusher protocol, computed as the `pusher` server SDK and Laravel's PusherBroadcaster compute
 * them, so tokens made by either are accepted here and ours are accepted by pusher-js.
 */
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export const md5Hex = (body: string) => createHash('md5').update(body).digest('hex');

/** `auth` for a private channel, or a presence channel when channel_data is given. */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const text = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${key}:${hmacHex(secret, text)}`;
}

/** `auth` for pusher:signin (user authentication). */
export function userAuth(key: string, secret: string, socketId: string, userData: string): string {
  return `${key}:${hmacHex(secret, `${socketId}::user::${userData}`)}`;
}

export function sameAuth(sent: unknown, expected: string): boolean {
  return typeof sent === 'string' && safeEqual(sent, expected);
}

/**
 * The HTTP API's request signature: HMAC-SHA256 of "METHOD\nPATH\nQUERY", where QUERY is every parameter but
 * auth_signature, keys lower-cased and sorted, `k=v` joined by `&`, values not URL-encoded.
 */
export function apiSignature(secret: string, method: string, path: string, query: Record<string, string>): string {
  const text = Object.keys(query)
    .filter((k) => k !== 'auth_signature')
    .map((k) => [k.toLowerCase(), query[k]] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return hmacHex(secret, `${method.toUpperCase()}\n${path}\n${text}`);
}
