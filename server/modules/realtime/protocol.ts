/**
 * The Pusher Channels protocol, version 7, as pusher-js and laravel-echo speak it and Laravel Reverb serves it.
 * Error codes follow the protocol's ranges: 4000–4099 do not reconnect, 4100–4199 back off, 4200–4299 reconnect at once,
 * 4300–4399 other errors.
 */
export const PROTOCOL_VERSION = 7;

export const ERRORS = {
  appNotFound: { code: 4001, message: 'Application does not exist' },
  unsupportedProtocol: { code: 4007, message: 'Unsupported protocol version' },
  unauthorized: { code: 4009, message: 'Connection is unauthorized' },
  notMember: { code: 4009, message: 'The client is not a member of the specified channel.' },
  invalidMessage: { code: 4200, message: 'Invalid message format' },
  shuttingDown: { code: 4200, message: 'Server is shutting down' },
  pongTimeout: { code: 4201, message: 'Pong reply not received in time' },
  clientEventsDisabled: { code: 4301, message: 'The app does not have client messaging enabled.' },
  clientEventRateLimit: { code: 4301, message: 'Client event rejected due to rate limit' },
  presenceFailed: { code: 4302, message: 'Could not join the presence channel' },
} as const;

export type ProtocolError = (typeof ERRORS)[keyof typeof ERRORS];

export type ChannelKind = 'public' | 'private' | 'presence' | 'user';

/** Pusher's channel-name rules: these characters, at most 200 of them. `#server-to-user-{id}` is internal (signin). */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const USER_CHANNEL_PREFIX = '#server-to-user-';

export function isValidChannelName(name: string): boolean {
  if (name.startsWith(USER_CHANNEL_PREFIX)) return CHANNEL_NAME.test(name.slice(USER_CHANNEL_PREFIX.length));
  return CHANNEL_NAME.test(name);
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith(USER_CHANNEL_PREFIX)) return 'user';
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** A frame as sent on the socket. Server events carry `data` as a JSON string; client events keep what the sender sent. */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export const errorFrame = (e: ProtocolError): Frame => ({ event: 'pusher:error', data: JSON.stringify(e) });

/** pusher-js socket ids look like "123.456"; the signatures depend on it, so the server keeps the same form. */
export const SOCKET_ID = /^\d+\.\d+$/;
