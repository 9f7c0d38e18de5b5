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
export async function startAppServer(overrides: Partial<Config> = {}): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
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
  const app = await buildApp(config);
  await runStartupTasks(app);
  await app.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
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
