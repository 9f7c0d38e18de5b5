import { apiOrigin } from '../config/env';

export interface ReverbOptions {
  key: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
}

/**
 * Where the realtime server is, from Laravel's build variables (VITE_REVERB_APP_KEY, _HOST, _PORT, _SCHEME). Unset,
 * it is the API itself: same host and port, TLS when the API is on https (production: the API host, 443, forced TLS).
 */
export function reverbOptions(env: Partial<Record<'VITE_REVERB_APP_KEY' | 'VITE_REVERB_HOST' | 'VITE_REVERB_PORT' | 'VITE_REVERB_SCHEME', string>> = import.meta.env): ReverbOptions {
  const api = new URL(apiOrigin());
  const scheme = env.VITE_REVERB_SCHEME || api.protocol.replace(':', '');
  const tls = scheme === 'https' || scheme === 'wss';
  const port = Number(env.VITE_REVERB_PORT || api.port || (tls ? 443 : 80));
  return { key: env.VITE_REVERB_APP_KEY || 'slovo-key', wsHost: env.VITE_REVERB_HOST || api.hostname, wsPort: port, wssPort: port, forceTLS: tls };
}
