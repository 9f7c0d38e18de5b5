import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, testConfig } from '../../server/config/env';
import { TEST_VK_APP_ID, TEST_VK_SECRET } from './vk-container';
import { runStartupTasks } from '../../server/startup';

/**
 * The real product for end-to-end journeys: the built client (dist/) and the API on one loopback port,
 * over a fresh SQLite file, started exactly as npm start does (migrations and first-start tasks included).
 */
export interface AppServer {
  url: string;
  /** The running app (replaced by `restart`). */
  readonly app: FastifyInstance;
  /** Stops listening and drops every connection, keeping the database and var/ (a server that went down). */
  stop(): Promise<void>;
  /** Starts again on the same port over the same files (the server is back). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startAppServer(overrides: Partial<Config> = {}): Promise<AppServer> {
  const dir = mkdtempSync(join(tmpdir(), 'slovo-e2e-'));
  // The port is chosen before start so that APP_URL (links in mails, OAuth redirect URIs) is the real address.
  const port = await freePort();
  const config = testConfig({
    host: '127.0.0.1',
    port,
    appUrl: `http://127.0.0.1:${port}`,
    // E2E_DIST: a build elsewhere (several people building at once in one checkout).
    staticDir: resolve(process.env.E2E_DIST ?? 'dist'),
    varDir: dir,
    database: { kind: 'sqlite', path: join(dir, 'slovo.sqlite') },
    redisUrl: null,
    admin: { email: 'admin@example.com', password: 'admin-password-123' },
    vk: { appId: TEST_VK_APP_ID, secret: TEST_VK_SECRET, launchMaxAgeSeconds: 3600 },
    uploadsDir: join(dir, 'uploads'),
    speechDir: join(dir, 'speech'),
    ...overrides,
  });
  const boot = async () => {
    const started = await buildApp(config);
    await runStartupTasks(started);
    await started.listen({ host: '127.0.0.1', port });
    return started;
  };
  let app: FastifyInstance | null = await boot();
  const stop = async () => {
    const running = app;
    app = null;
    if (!running) return;
    // Open sockets (keep-alive, WebSockets) go too, as they would when the process dies.
    for (const client of running.websocketServer?.clients ?? []) client.terminate();
    running.server.closeAllConnections();
    await running.close();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    get app() {
      if (!app) throw new Error('the app server is stopped');
      return app;
    },
    stop,
    restart: async () => {
      await stop();
      app = await boot();
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
