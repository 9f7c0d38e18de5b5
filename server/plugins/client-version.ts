import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

/** "2.2.0+1a2b3c" → [2, 2, 0]; anything without a leading x.y.z is not a version we judge. */
export function parseVersion(v: string | undefined): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function isOlder(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** A client older than the configured minimum gets 426 with the version to reload into (spec §8). */
export default fp(
  async (app: FastifyInstance, opts: { min: string; last: string }) => {
    const min = parseVersion(opts.min)!;
    // A callback hook: no promise per request for a check that never waits (see plugins/errors).
    app.addHook('onRequest', (request, _reply, done) => {
      const sent = request.url.startsWith('/api') ? parseVersion(request.headers['x-version'] as string | undefined) : null;
      if (sent && isOlder(sent, min)) done(new HttpError(426, 'upgradeRequired', { lastVersion: opts.last }));
      else done();
    });
  },
  { name: 'client-version' },
);
