import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the node was told to stop: /health answers 503 so a balancer sends traffic elsewhere. */
    readonly stopping: boolean;
    /** Starts a graceful stop: health turns 503 and every answer from now on closes its connection. */
    beginShutdown(): void;
  }
}

/**
 * The first step of stopping a node (server/main.ts): it still answers everything in flight and anything that
 * arrives, but says `Connection: close` on each answer, so clients open their next connection elsewhere instead of
 * reusing one that is about to go, and no keep-alive socket outlives the node's last answer.
 */
export default fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.decorate('stopping', {
      getter: () => stopping,
    });
    app.decorate('beginShutdown', () => {
      stopping = true;
    });
    app.addHook('onSend', (_request, reply, _payload, done) => {
      if (stopping) reply.header('Connection', 'close');
      done();
    });
  },
  { name: 'shutdown' },
);
