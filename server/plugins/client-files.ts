import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

const API_PREFIXES = ['/api', '/sanctum', '/broadcasting', '/pusher', '/apps', '/health', '/uploads', '/photos'];

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The HTML shell and its compressed copies written by the build (scripts/vite/precompress.ts), held in memory. */
function shellVariants(indexFile: string) {
  const read = (path: string) => (existsSync(path) ? readFileSync(path) : null);
  return { identity: readFileSync(indexFile), br: read(`${indexFile}.br`), gzip: read(`${indexFile}.gz`) };
}

/**
 * Serves the built client: hashed assets cached forever, index.html never cached, and a history fallback so
 * links such as /verify-email/1/abc open the app. Unknown API paths stay JSON 404s. Text files go out as the
 * brotli or gzip copy the build wrote beside them when the browser accepts it (never compressed per request).
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
        preCompressed: true,
        setHeaders(res, path) {
          if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      });
    }
    const shell = hasClient ? shellVariants(indexFile) : null;
    // The same file URL answers with a brotli, gzip or plain body depending on Accept-Encoding; appended, since CORS
    // has already put Origin there.
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('content-encoding') || (request.method === 'GET' && TEXT_FILE.test(request.url.split('?')[0]!))) varyOnEncoding(reply);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsApp =
        hasClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) &&
        !/\.[a-z0-9]{2,5}$/i.test(path);
      if (wantsApp && shell) {
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
        varyOnEncoding(reply);
        const accepted = request.headers['accept-encoding'] ?? '';
        if (shell.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(shell.br);
        if (shell.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(shell.gzip);
        return reply.send(shell.identity);
      }
      throw new HttpError(404, 'routeNotFound', { params: { path } });
    });
  },
  { name: 'client-files' },
);
