import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VK_FRAME_ANCESTORS } from '../lib/origins';

/**
 * Where the web push SDK (Firebase Cloud Messaging, bundled into our own scripts) talks to: installations,
 * registration of the push token, and the project config. Nothing else on Google's hosts is allowed.
 */
export const FIREBASE_CONNECT = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
  'https://firebase.googleapis.com',
] as const;

/**
 * The goal counter (Yandex Metrika, src/shared/goals; on when the client is built with VITE_GOAL_COUNTER_ID): its
 * script and the hits it sends. The id is baked into the build, so the server allows the counter's hosts always.
 */
export const GOAL_COUNTER_HOSTS = ['https://mc.yandex.ru', 'https://mc.yandex.com'] as const;

/** Powerful features the app never uses; denied for us and for anything we might embed. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/** SHA-256 sources for the inline scripts of the built index.html (the theme snippet before first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * The WebSocket origin the client opens, worked out as the client does (src/shared/realtime/config.ts): each of
 * VITE_REVERB_HOST, _PORT, _SCHEME unset means the app's own. Null when it is the app's own origin ('self' and the
 * explicit socket origin cover it).
 */
export function realtimeSocketSource(appUrl: string, client: { host: string | null; port: number | null; scheme: string | null }): string | null {
  if (!client.host && !client.port && !client.scheme) return null;
  const app = new URL(appUrl);
  const scheme = client.scheme || app.protocol.replace(':', '');
  const tls = scheme === 'https' || scheme === 'wss';
  const port = client.port ?? (app.port ? Number(app.port) : tls ? 443 : 80);
  const host = client.host || app.hostname;
  return `${tls ? 'wss' : 'ws'}://${host}${port === (tls ? 443 : 80) ? '' : `:${port}`}`;
}

export interface SecurityHeadersOptions {
  production: boolean;
  appUrl: string;
  /** Where the built client opens its realtime socket (config.realtime.client). */
  realtimeClient?: { host: string | null; port: number | null; scheme: string | null };
  staticDir: string;
  /** Extra origins that may frame the app besides VK's (the local stand-in container outside production). */
  frameAncestors: string[];
}

/**
 * The headers helmet would set, computed once: every directive here is a constant, so the answer is the same for
 * every request. (@fastify/helmet built helmet's middleware again on every request: a measurable share of a cheap
 * read in the bench profile.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * Security headers on every answer, helmet's (docs/decisions/, "Security headers"): nosniff, a referrer policy,
 * HSTS in production, and a Content-Security-Policy whose frame-ancestors lets only VK frame the mini app; plus a
 * Permissions-Policy, which helmet does not set. Computed once at start (helmetHeaders), set by one hook.
 */
export default fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const index = join(opts.staticDir, 'index.html');
    const scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
    const self = new URL(opts.appUrl);
    // The realtime socket is on our own port; 'self' covers ws(s) in CSP 3 browsers, the explicit origin the rest.
    const socket = `${self.protocol === 'https:' ? 'wss' : 'ws'}://${self.host}`;
    // A client built for a separate realtime host (VITE_REVERB_HOST/PORT) must be allowed to open its socket there.
    const realtime = opts.realtimeClient ? realtimeSocketSource(opts.appUrl, opts.realtimeClient) : null;

    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes, ...GOAL_COUNTER_HOSTS],
          // VKUI sets inline style attributes; inline <style> in index.html paints the preloader.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // VK avatars (userapi.com and friends) and OAuth provider avatars are https images on foreign hosts.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", socket, ...(realtime && realtime !== socket ? [realtime] : []), ...FIREBASE_CONNECT, ...GOAL_COUNTER_HOSTS],
          mediaSrc: ["'self'", 'blob:', 'data:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          frameSrc: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'", ...VK_FRAME_ANCESTORS, ...opts.frameAncestors],
          ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Framing is governed by frame-ancestors above: X-Frame-Options has no allowlist and would shut VK out.
      frameguard: false,
      // The VK-hosted client (another origin) shows our card photos and avatars, and VK avatars are embedded here.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      // OAuth and sharing may open windows that must keep a way back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    });
    headers['Permissions-Policy'] = PERMISSIONS_POLICY;
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
