/**
 * npm run bench: seeds 100,000 users (unless --reuse), starts the real server on that database in a child process,
 * drives each existing endpoint with autocannon, and prints request rate and p50/p99 latency with each endpoint's
 * ratio to a floor (bare Fastify + better-sqlite3, bench/floor-server.ts, measured in the same run), then Lighthouse
 * mobile figures for the first screens (needs a build in dist/), a new card photo's render time (bench/photos.ts,
 * alone: npm run bench:photos), the client's initial JS/CSS gzip sizes, last the speech engines' intelligibility
 * (bench/speech.ts). `--skip lighthouse`, `--skip server`, `--skip photos` or `--skip speech` leaves a part out.
 * Figures are printed, never asserted: speed is not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { seed } from './seed';
import { lighthouseFigures } from './lighthouse';
import { serverSide } from './server-side';
import { speechBench } from './speech';
import { photoBench } from './photos';
import { adminStatsCase } from './admin-stats';
import { benchCases, benchEnv, drive, startFloor, startServer, waitUntilUp } from './cases';

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
    // Only the cases whose name contains this (e.g. --only admin/stats): one endpoint without the whole run (with
    // --skip lighthouse for the server figures alone).
    only: { type: 'string' },
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

const server = startServer(process.cwd(), dbPath, port);
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);
server.on('exit', (code) => {
  if (code) {
    console.error(`The server stopped with code ${code}; no figures.`);
    process.exit(1);
  }
});
await waitUntilUp(`${base}/health`);

const { cases: allCases, beyond, decisionsToday } = benchCases(dbPath);
// Its setup runs the stats job over the whole database (20 s): only when the case is measured.
if (!values.only || 'GET admin/stats (30 days)'.includes(values.only)) allCases.push(await adminStatsCase(dbPath, benchEnv(dbPath, port).ADMIN_EMAIL!));
const cases = values.only ? allCases.filter((c) => c.name.includes(values.only!)) : allCases;

/** Requests per second of the bare Fastify + better-sqlite3 lookup, started in its own process for the measurement. */
async function floorRate(): Promise<number> {
  const floorPort = port + 1;
  const floor = startFloor(dbPath, floorPort);
  try {
    await waitUntilUp(`http://127.0.0.1:${floorPort}/floor`);
    const r = await drive(`http://127.0.0.1:${floorPort}/floor`, values);
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
    // Without a build the server has no index.html to serve: the case would time 404s.
    if (c.path === '/' && !existsSync(resolve('dist/index.html'))) {
      console.log('(GET / skipped: no client build in dist/, run npm run build)');
      continue;
    }
    const result = await drive(base, values, c);
    rows.push([c.name, result.requests.average, result.latency.p50, result.latency.p99, result.non2xx]);
  }
  if (beyond()) console.log(`(${beyond()} decisions beyond the ${decisionsToday} the learners had today: repeats, not new decisions)`);
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
// --only measures those cases and nothing else (the one-at-a-time figures and the photo renders are other cases).
if (values.only) process.exit(0);
if (!skip.has('server')) await serverSide(dbPath);

if (!skip.has('photos')) await photoBench();

const dist = resolve('dist');
const viteManifest = join(dist, '.vite', 'manifest.json');
if (existsSync(viteManifest)) {
  // The shell is what index.html names (entry, modulepreloads, stylesheets); each first screen's chunk is fetched by
  // the entry beside it (src/app/router/route-chunks.ts), so a first screen costs the shell plus its own chunks.
  type Entry = { file: string; name?: string; imports?: string[]; css?: string[] };
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
    // The stack's modules beyond the shell are one chunk (scripts/vite/first-screen-chunk.ts), named, not keyed by a file.
    ['/, /feeds/main (stack)', Object.keys(manifest).find((k) => manifest[k]!.name === 'feed-page') ?? 'src/pages/feed/ui/FeedPage.tsx'],
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
if (!skip.has('speech')) await speechBench();
process.exit(0);
