/**
 * npm run bench: seeds 100,000 users (unless --reuse), starts the real server on that database in a child process,
 * drives each existing endpoint with autocannon, and prints request rate and p50/p99 latency with each endpoint's
 * ratio to a floor (bare Fastify + better-sqlite3, bench/floor-server.ts, measured in the same run), then Lighthouse
 * mobile figures for the first screens (needs a build in dist/), then the client's initial JS/CSS gzip sizes.
 * `--skip lighthouse` or `--skip server` leaves a part out. Figures are printed, never asserted: speed is not a test.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { emojiPhotoGenerator } from '../server/modules/photos/generator';
import { BENCH_SESSION_COUNT, benchCookie, seed } from './seed';
import { lighthouseFigures } from './lighthouse';
import { serverSide } from './server-side';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'var/bench.sqlite' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    skip: { type: 'string', default: '' },
    runs: { type: 'string', default: '3' },
    // A fixed port for a shared machine where each user of it has its own range; otherwise one drawn at random.
    port: { type: 'string' },
  },
});
const skip = new Set(values.skip!.split(',').filter(Boolean));
const dbPath = resolve(values.db!);
const port = values.port ? Number(values.port) : 18080 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

if (!values.reuse || !existsSync(dbPath)) {
  console.log(`Seeding ${values.users} users…`);
  await seed(dbPath, Number(values.users));
}

// Node itself with tsx's loader (no npx wrapper), so stopping this one process stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, NODE_ENV: 'production', APP_KEY: 'bench-key-bench-key-bench-key-bench-key', SQLITE_PATH: dbPath, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', COOKIE_SECURE: 'false', COOKIE_SAMESITE: 'lax', LOGS_PER_MINUTE: '100000000', FREE_MOVES_PER_DAY: '1000000', RATE_LIMIT_ALLOWLIST: '127.0.0.1', PHOTOS_DIR: '/tmp/slovo-bench-photos', ADMIN_EMAIL: 'admin@bench.local', ADMIN_PASSWORD: 'bench-admin-password' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
server.on('exit', (code) => {
  if (code) {
    console.error(`The server stopped with code ${code}; no figures.`);
    process.exit(1);
  }
});

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string | (() => string);
  body?: string | (() => string);
  auth?: boolean;
}
const sqlite = new SQLite(dbPath, { readonly: true });
const cardIds = (sqlite.prepare(`select id from cards where collection = 'system' order by id`).all() as Array<{ id: number }>).map((r) => r.id);
sqlite.close();
const randomCard = () => cardIds[Math.floor(Math.random() * cardIds.length)]!;
// The signed-in user of the next request and one of their cards (see bench/seed.ts for the layout).
let nextUser = 1;
const benchUserCard = () => cardIds[((nextUser * 37) % (cardIds.length - 200)) + Math.floor(Math.random() * 200)]!;
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
    path: () => `/api/v1/cards/${randomCard()}/decisions`,
    body: () => JSON.stringify({ id: randomUUID(), decision: Math.random() < 0.5 ? 'know' : 'learn' }),
    auth: true,
  },
  { name: 'GET training/session', method: 'GET', path: '/api/v1/training/session', auth: true },
  {
    name: 'POST training/answers',
    method: 'POST',
    path: '/api/v1/training/answers',
    // A card of the user's own learning set: seeded users hold 200 consecutive system cards from (u*37) % (n-200).
    body: () => JSON.stringify({ answers: [{ id: randomUUID(), cardId: benchUserCard(), answer: Math.random() < 0.8 ? 'know' : 'again' }] }),
    auth: true,
  },
  { name: 'GET / (index.html)', method: 'GET', path: '/' },
];

/** Requests per second of the bare Fastify + better-sqlite3 lookup, started in its own process for the measurement. */
async function floorRate(): Promise<number> {
  const floorPort = port + 1000;
  const floor = spawn(process.execPath, ['--import', 'tsx', 'bench/floor-server.ts', dbPath, String(floorPort)], { stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    // On a busy machine tsx may need many seconds to start it: wait (up to a minute) rather than measure refusals.
    let up = false;
    for (let i = 0; i < 600 && !up; i++) {
      up = await fetch(`http://127.0.0.1:${floorPort}/floor`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    if (!up) throw new Error('The floor server did not start.');
    const r = await autocannon({ url: `http://127.0.0.1:${floorPort}/floor`, connections: Number(values.connections), duration: Number(values.duration) });
    return r.requests.average;
  } finally {
    floor.kill('SIGTERM');
  }
}

if (!skip.has('server')) {
  console.log(`\nServer: SQLite, ${values.users} users; autocannon -c ${values.connections} -d ${values.duration}s`);
  // The floor is measured before and after the endpoints and averaged, so a machine that speeds up or slows down
  // during the run moves both sides of the ratio.
  const floorBefore = await floorRate();
  const rows: Array<[string, number, number, number, number]> = [];
  for (const c of cases) {
    const result = await autocannon({
      url: base,
      connections: Number(values.connections),
      duration: Number(values.duration),
      requests: [
        {
          method: c.method,
          path: typeof c.path === 'string' ? c.path : c.path(),
          setupRequest: (req: Record<string, unknown>) => {
            const i = 1 + Math.floor(Math.random() * BENCH_SESSION_COUNT);
            nextUser = i;
            if (typeof c.path === 'function') req = { ...req, path: c.path() };
            if (c.body) req = { ...req, body: typeof c.body === 'string' ? c.body : c.body() };
            const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
            if (c.auth) {
              headers.cookie = `slovo_session=${benchCookie(i)}; XSRF-TOKEN=csrf-${i}`;
              headers['x-xsrf-token'] = `csrf-${i}`;
            }
            return { ...req, headers };
          },
        },
      ],
    });
    rows.push([c.name, result.requests.average, result.latency.p50, result.latency.p99, result.non2xx]);
  }
  const floor = (floorBefore + (await floorRate())) / 2;
  console.log(`Floor (bare Fastify + better-sqlite3 lookup): ${Math.round(floor)} req/s\n`);
  console.log('endpoint'.padEnd(32), 'req/s'.padStart(9), 'ratio'.padStart(6), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
  for (const [name, rate, p50, p99, non2xx] of rows) {
    console.log(
      name.padEnd(32),
      String(Math.round(rate)).padStart(9),
      (rate / floor).toFixed(2).padStart(6),
      String(p50).padStart(8),
      String(p99).padStart(8),
      String(non2xx).padStart(8),
    );
  }
}
if (!skip.has('lighthouse')) {
  if (existsSync(resolve('dist/index.html'))) await lighthouseFigures(base, ['/feeds/main', '/'], Number(values.runs));
  else console.log('\nClient not built (run npm run build): Lighthouse skipped.');
}
stop();
if (!skip.has('server')) await serverSide(dbPath, cardIds);

// One photo variant, offline generator, rendered at both sizes (the budget is 150 ms).
const renders: number[] = [];
const words = ['apple', 'run', 'house', 'happiness', 'teacher', 'rain', 'bicycle', 'listen', 'green', 'coffee'];
for (let i = 0; i < 40; i++) {
  const word = words[i % words.length]!;
  const t0 = performance.now();
  await emojiPhotoGenerator.render({ word, example: `I like the ${word} in the morning.`, emoji: null, pos: 'noun' }, i % 4);
  renders.push(performance.now() - t0);
}
renders.sort((a, b) => a - b);
console.log(`\nPhoto variant render (1080 + 360 WebP): p50 ${renders[20]!.toFixed(0)} ms, p99 ${renders[39]!.toFixed(0)} ms`);

const dist = resolve('dist');
const viteManifest = join(dist, '.vite', 'manifest.json');
if (existsSync(viteManifest)) {
  // The shell is what index.html names (entry, modulepreloads, stylesheets); each first screen's chunk is fetched by
  // the entry beside it (src/app/router/route-chunks.ts), so a first screen costs the shell plus its own chunks.
  type Entry = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(viteManifest, 'utf8')) as Record<string, Entry>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (!into.has(key) && manifest[key]) {
      into.add(key);
      manifest[key].imports?.forEach((k) => closure(k, into));
    }
    return into;
  };
  const gz = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
  const filesOf = (keys: Iterable<string>, ext: 'js' | 'css') =>
    new Set([...keys].flatMap((k) => (ext === 'js' ? [manifest[k]!.file] : (manifest[k]!.css ?? []))));
  const shell = closure('index.html', closure('src/app/start.tsx'));
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const shellJs = gz(filesOf(shell, 'js'));
  console.log(`\nClient initial load (gzip -9): shell (index.html) JS ${kib(shellJs)}, CSS ${kib(gz(filesOf(shell, 'css')))}`);
  // The shell's strings are one chunk per language, the likely one fetched by the entry beside the shell: part of
  // every first load (src/shared/i18n/shell-chunks.ts).
  const language = (locale: string) => gz(filesOf([...closure(`src/shared/i18n/shell/${locale}.ts`)].filter((k) => !shell.has(k)), 'js'));
  if (manifest['src/shared/i18n/shell/en.ts']) {
    const [en, ru] = [language('en'), language('ru')];
    console.log(`  + the current language's strings   JS en ${kib(en)} / ru ${kib(ru)} (shell with them ${kib(shellJs + en)} / ${kib(shellJs + ru)})`);
  }
  const screens: Array<[string, string]> = [
    // `/feeds/main` is the stack's other address: the guards send it to `/` before anything renders.
    ['/, /feeds/main (stack)', 'src/pages/feed/ui/FeedPage.tsx'],
    ['new visitor there (tour)', 'src/pages/welcome/index.ts'],
    ['/feeds/base… (collections)', 'src/pages/feed/ui/FeedCollectionPage.tsx'],
  ];
  for (const [name, key] of screens) {
    if (!manifest[key]) continue;
    const own = [...closure(key)].filter((k) => !shell.has(k));
    const js = gz(filesOf(own, 'js'));
    console.log(`  + ${name.padEnd(26)} JS ${kib(js)} (total ${kib(shellJs + js)}), CSS ${kib(gz(filesOf(own, 'css')))}`);
  }
} else {
  console.log('\nClient not built (run npm run build) — bundle sizes skipped.');
}
process.exit(0);
