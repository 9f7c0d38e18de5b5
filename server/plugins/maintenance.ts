import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import { RETRY_AFTER_SECONDS } from '../lib/outage';

/** Maintenance mode: the API answers 503 (the client says "updating, under 5 seconds"); health stays up for the balancer. */
export default fp(
  async (app: FastifyInstance, opts: { enabled: () => boolean }) => {
    // A callback hook: no promise per request for a check that never waits (see plugins/errors).
    app.addHook('onRequest', (request, _reply, done) => {
      if (opts.enabled() && request.url.startsWith('/api')) done(new HttpError(503, 'maintenance', { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } }));
      else done();
    });
  },
  { name: 'maintenance' },
);
