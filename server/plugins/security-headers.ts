import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
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

export interface SecurityHeadersOptions {
  production: boolean;
  appUrl: string;
  staticDir: string;
  /** Extra origins that may frame the app besides VK's (the local stand-in container outside production). */
  frameAncestors: string[];
}

/**
 * Security headers on every answer, through @fastify/helmet (docs/decisions.md, "Security headers"):
 * nosniff, a referrer policy, HSTS in production, and a Content-Security-Policy whose frame-ancestors lets only VK
 * frame the mini app. Helmet has no Permissions-Policy, so that one header is added beside it.
 */
export default fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const index = join(opts.staticDir, 'index.html');
    const scriptHashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
    const self = new URL(opts.appUrl);
    // The realtime socket is on our own port; 'self' covers ws(s) in CSP 3 browsers, the explicit origin the rest.
    const socket = `${self.protocol === 'https:' ? 'wss' : 'ws'}://${self.host}`;

    await app.register(helmet, {
      global: true,
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
          connectSrc: ["'self'", socket, ...FIREBASE_CONNECT, ...GOAL_COUNTER_HOSTS],
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
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
