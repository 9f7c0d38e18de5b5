import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

/** Maintenance mode: the API answers 503 (the client says "updating, under 5 seconds"); health stays up for the balancer. */
export default fp(
  async (app: FastifyInstance, opts: { enabled: () => boolean }) => {
    app.addHook('onRequest', async (request) => {
      if (opts.enabled() && request.url.startsWith('/api')) {
        throw new HttpError(503, 'maintenance', { headers: { 'Retry-After': '5' } });
      }
    });
  },
  { name: 'maintenance' },
);
