import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { type AppDeps, buildApp } from '../app';
import { type Config, testConfig } from '../config/env';
import { ManualClock } from '../lib/clock';

/**
 * A real server over a real database for API tests: SQLite in memory by default, or a fresh PostgreSQL schema
 * when TEST_DATABASE_URL is set (scripts/test.mjs runs the server suite both ways), and Redis when TEST_REDIS_URL is set.
 */
export async function startTestApp(overrides: Partial<Config> = {}, setup?: (app: FastifyInstance) => void, deps: Omit<AppDeps, 'clock'> = {}) {
  const clock = new ManualClock();
  let config = testConfig({ redisPrefix: `test:${randomBytes(6).toString('hex')}:`, ...overrides });
  let dropSchema: (() => Promise<void>) | null = null;
  if (config.database.kind === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: config.database.url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    config = { ...config, database: { kind: 'postgres', url: config.database.url, schema } };
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: (testConfig().database as { url: string }).url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const app = await buildApp(config, { ...deps, clock });
  setup?.(app);
  await app.ready();
  return {
    app,
    clock,
    config,
    /** A browser-like visitor: keeps cookies and echoes XSRF-TOKEN as an SPA does. */
    visitor: () => new Visitor(app),
    close: async () => {
      await app.close();
      if (dropSchema) await dropSchema();
    },
  };
}

export class Visitor {
  cookies = new Map<string, string>();
  headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

  constructor(private app: FastifyInstance) {}

  get xsrf() {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(opts: InjectOptions & { xsrf?: boolean }) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers: Record<string, string> = { ...this.headers, ...(opts.headers as Record<string, string>) };
    if (cookie) headers.cookie = cookie;
    if (opts.xsrf !== false && this.xsrf && !headers['x-xsrf-token']) headers['x-xsrf-token'] = this.xsrf;
    const res = await this.app.inject({ ...opts, headers });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  async csrf() {
    return this.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  async post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    if (!this.xsrf) await this.csrf();
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
  }
}
