import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

/** The stores @fastify/rate-limit ships (no typings of their own): we only choose how they are shared. */
interface LimitStore {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  read?(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
}
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache: number) => LimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => LimitStore;

/** The same endpoint answers under /api/v1 and /api: it is one endpoint for counting. */
export const logicalRoute = (url: string | undefined) => (url ?? '').replace(/^\/api(\/v1)?(?=\/)/, '');

/**
 * Per IP and logical endpoint ("POST /login"), so /api/v1/login and /api/login draw on one budget instead of
 * doubling every limit.
 */
export const rateLimitKey = (request: FastifyRequest) => `${request.ip}|${request.method} ${logicalRoute(request.routeOptions.url)}`;

/**
 * One store for every route, so the two bases share counters (the plugin otherwise makes a store per route, and per
 * base). The key already names the endpoint; each call still brings its route's own window and maximum.
 */
export function sharedRateLimitStore(redis: Redis | null, nameSpace: string, onFailOpen: (err: Error) => void = () => undefined) {
  const inner = redis ? new RedisStore(false, false, redis, nameSpace) : new LocalStore(false, false, 50_000);
  // The plugin lets the request through when the store fails (skipOnError); this says so, once a minute at most.
  let warnedAt = -Infinity;
  const noting = (cb: Parameters<LimitStore['incr']>[1]): Parameters<LimitStore['incr']>[1] => (err, res) => {
    if (err && Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      onFailOpen(err);
    }
    cb(err, res);
  };
  return class SharedStore {
    incr(key: string, cb: Parameters<LimitStore['incr']>[1], timeWindow: number, max: number) {
      inner.incr(key, noting(cb), timeWindow, max);
    }
    read(key: string, cb: Parameters<LimitStore['incr']>[1], timeWindow: number, max: number) {
      inner.read?.(key, noting(cb), timeWindow, max);
    }
    child() {
      return this;
    }
  };
}
