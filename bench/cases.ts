/**
 * What `npm run bench` and `bench/ab.ts` both drive: the server started as in production on the bench database, the
 * floor server, and the endpoints with the requests a signed-in learner sends (bench/learners.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { friendsCases } from './friends';
import { decisionsToMake, startBenchDay, trainingCards } from './learners';
import { BENCH_SESSION_COUNT, benchCookie } from './seed';

export interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  auth?: boolean;
  /** Headers instead of the API's JSON ones (content-type, accept). */
  headers?: Record<string, string>;
  /** A request of its own for each call: the signed-in user, the path and the body (by default a random user). */
  next?: () => { user: number; path: string; body: string };
}

/** The server's environment in the bench: production mode, limits out of the way of a load generator. */
export function benchEnv(dbPath: string, port: number): Record<string, string> {
  return {
    // JOBS=0: the background jobs (reminders over 100,000 learners, memory fits) would start mid-run and hold
    // SQLite's write lock for seconds; the bench measures requests.
    JOBS: '0', NODE_ENV: 'production', APP_KEY: 'bench-key-bench-key-bench-key-bench-key', SQLITE_PATH: dbPath, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false', COOKIE_SAMESITE: 'lax', LOGS_PER_MINUTE: '100000000', FREE_MOVES_PER_DAY: '1000000', RATE_LIMIT_ALLOWLIST: '127.0.0.1', PHOTOS_DIR: '/tmp/slovo-bench-photos', ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: 'bench-admin-password',
  };
}

/** The server of the checkout at `root` (its own server/main.ts), in production mode on the bench database. */
export function startServer(root: string, dbPath: string, port: number, nodeArgs: string[] = []): ChildProcess {
  // Node itself with tsx's loader (no npx wrapper), so stopping this one process stops the server. `nodeArgs`: e.g.
  // --cpu-prof for a profile of the server under the bench's load.
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...benchEnv(dbPath, port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The bare Fastify + better-sqlite3 lookup (bench/floor-server.ts) at /floor. */
export function startFloor(dbPath: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts', dbPath, String(port)], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Waits (up to a minute: tsx may start slowly on a busy machine) until `url` answers 2xx. */
export async function waitUntilUp(url: string) {
  for (let i = 0; i < 600; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up.`);
}

const randomUser = () => 1 + Math.floor(Math.random() * BENCH_SESSION_COUNT);

/** The endpoints, with decisions and answers as real learners make them; the learners' day starts afresh. */
export function benchCases(dbPath: string) {
  startBenchDay(dbPath);
  const decisions = decisionsToMake(dbPath);
  const training = trainingCards(dbPath);
  let beyond = 0;
  const cases: Case[] = [
    { name: 'GET /health', method: 'GET', path: '/health' },
    { name: 'GET /sanctum/csrf-cookie', method: 'GET', path: '/sanctum/csrf-cookie' },
    { name: 'GET /api/v1/user', method: 'GET', path: '/api/v1/user', auth: true },
    { name: 'GET /api/v1/user/progress', method: 'GET', path: '/api/v1/user/progress', auth: true },
    { name: 'POST /api/v1/logs', method: 'POST', path: '/api/v1/logs', auth: true, body: JSON.stringify({ err: 'bench', info: 'x' }) },
    { name: 'GET /api/v1/feeds/main', method: 'GET', path: '/api/v1/feeds/main', auth: true },
    { name: 'GET /api/v1/feeds/main (anon)', method: 'GET', path: '/api/v1/feeds/main' },
    {
      name: 'POST cards/{id}/decisions',
      method: 'POST',
      path: '/api/v1/cards/0/decisions',
      auth: true,
      next: () => {
        // 30 cards × 1,000 learners a day; should they run out, the rest are repeats (answered 200, nothing decided), counted.
        const d = decisions.next() ?? (beyond++, decisions.again());
        return { user: d.user, path: `/api/v1/cards/${d.cardId}/decisions`, body: JSON.stringify({ id: randomUUID(), decision: d.decision }) };
      },
    },
    { name: 'GET training/session', method: 'GET', path: '/api/v1/training/session', auth: true },
    {
      name: 'POST training/answers',
      method: 'POST',
      path: '/api/v1/training/answers',
      auth: true,
      // A card the learner is training (not a known one, which the server would skip).
      next: () => {
        const user = randomUser();
        const cards = training.get(user)!;
        const cardId = cards[Math.floor(Math.random() * cards.length)]!;
        return { user, path: '/api/v1/training/answers', body: JSON.stringify({ answers: [{ id: randomUUID(), cardId, answer: Math.random() < 0.8 ? 'know' : 'again' }] }) };
      },
    },
    // As a browser asks for it: the server answers with the brotli copy the build wrote (16 KB), held in memory.
    // Without Accept-Encoding the bench measured autocannon reading 168 KB of plain HTML per request (the server was
    // idle two thirds of the time).
    { name: 'GET / (index.html)', method: 'GET', path: '/', headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' } },
    ...friendsCases(),
  ];
  return {
    cases,
    /** Decisions sent after the learners had decided every card of their day (repeats, not new decisions). */
    beyond: () => beyond,
    decisionsToday: decisions.size,
  };
}

/** autocannon against `url` for the run's connections and seconds; with a case, its requests (a signed-in learner's). */
export function drive(url: string, run: { connections: string | undefined; duration: string | undefined }, c?: Case) {
  return autocannon({ url, connections: Number(run.connections), duration: Number(run.duration), ...(c ? { requests: autocannonRequests(c) } : {}) });
}

/** autocannon's `requests` for a case: each request its own user (cookie and XSRF header), path and body. */
export function autocannonRequests(c: Case) {
  return [
    {
      method: c.method,
      path: c.path,
      setupRequest: (req: Record<string, unknown>) => {
        let i = randomUser();
        if (c.next) {
          const r = c.next();
          i = r.user;
          req = { ...req, path: r.path, body: r.body };
        } else if (c.body) req = { ...req, body: c.body };
        const headers: Record<string, string> = c.headers ? { ...c.headers } : { 'content-type': 'application/json', accept: 'application/json' };
        if (c.auth) {
          headers.cookie = `slovo_session=${benchCookie(i)}; XSRF-TOKEN=csrf-${i}`;
          headers['x-xsrf-token'] = `csrf-${i}`;
        }
        return { ...req, headers };
      },
    },
  ];
}
