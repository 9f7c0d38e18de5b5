import { afterEach, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freePort, startRedis } from '../../scripts/services.mjs';
import { buildApp } from '../app';
import { testConfig } from '../config/env';

/**
 * PostgreSQL nobody answers on (a free loopback port) and a Redis that stopped: the real drivers fail as they do in
 * an outage, and the contract says 503 with Retry-After (the client waits and retries), never 500.
 * The fault suite (server/test/faults/) does the same with servers that stop, restart and freeze under traffic.
 */
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

it('answers 503 with Retry-After, in the caller’s language, while PostgreSQL is unreachable', async () => {
  const url = `postgres://slovo@127.0.0.1:${await freePort()}/slovo`;
  app = await buildApp(testConfig({ database: { kind: 'postgres', url }, redisUrl: null }), { migrate: false });
  const res = await app.inject({ method: 'GET', url: '/api/v1/feeds/main', headers: { 'accept-language': 'ru' } });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json()).toEqual({ message: 'Сервис обновляется. Повторите через несколько секунд.', code: 'unavailable' });
  const health = await app.inject({ method: 'GET', url: '/health' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
});

it('answers a session request 503 within the Redis timeout once Redis has gone away', async () => {
  // A node needs Redis to start (its realtime subscription); this one loses it afterwards.
  const redis = await startRedis();
  try {
    app = await buildApp(testConfig({ database: { kind: 'sqlite', path: ':memory:' }, redisUrl: redis.url, redisTimeoutMs: 200 }));
    await redis.halt();
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/v1/user', headers: { cookie: 'slovo_session=abc' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ code: 'unavailable' });
    expect(performance.now() - started).toBeLessThan(5_000);
  } finally {
    redis.stop();
  }
});
