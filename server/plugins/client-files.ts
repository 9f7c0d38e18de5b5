import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

const API_PREFIXES = ['/api', '/sanctum', '/broadcasting', '/pusher', '/apps', '/health', '/uploads', '/photos'];

/**
 * Serves the built client: hashed assets cached forever, index.html never cached, and a history fallback so
 * links such as /verify-email/1/abc open the app. Unknown API paths stay JSON 404s.
 */
export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const indexFile = join(opts.root, 'index.html');
    const hasClient = existsSync(indexFile);
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        cacheControl: false, // ours is set in setHeaders; send's own would override it
        setHeaders(res, path) {
          if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      });
    }
    const html = hasClient ? readFileSync(indexFile) : null;
    const indexHtml = () => html;

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsApp =
        hasClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
        !/\.[a-z0-9]{2,5}$/i.test(path);
      if (wantsApp) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml());
      throw new HttpError(404, 'routeNotFound', { params: { path } });
    });
  },
  { name: 'client-files' },
);
