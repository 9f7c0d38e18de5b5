// npm test: every suite, in order, and one closing line "N passed, N failed" summed over all of them.
//   1. type-check   2. client + server + data suites (Vitest) on SQLite
//   3. the server suite again on PostgreSQL with Redis   4. build the client, then end-to-end journeys in Chromium
// A missing dependency (Chromium, PostgreSQL, Redis) fails the run with how to install it; nothing is skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres, startRedis } from './services.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- server e2e` runs just those steps
const want = (step) => only.length === 0 || only.includes(step);
let passed = 0;
let failed = 0;
const summary = [];

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function vitest(label, projects, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'slovo-vitest-'));
  const out = join(dir, 'report.json');
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const ok = run('npx', args, env);
  let p = 0;
  let f = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    p = report.numPassedTests;
    f = report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load has no tests to count: still a failure.
    if (!ok && f === 0) f = 1;
  } else f = 1;
  rmSync(dir, { recursive: true, force: true });
  passed += p;
  failed += f;
  summary.push(`${label}: ${p} passed, ${f} failed`);
}

if (want('typecheck')) {
  const ok = run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
  ok ? passed++ : failed++;
  summary.push(`typecheck: ${ok ? 'ok' : 'FAILED'}`);
}

if (want('unit')) vitest('client, server and data on SQLite', ['client', 'server', 'data']);

if (want('postgres')) {
  let pg;
  let redis;
  try {
    pg = await startPostgres();
    redis = await startRedis();
    vitest('server on PostgreSQL + Redis', ['server'], { TEST_DATABASE_URL: pg.url, TEST_REDIS_URL: redis.url });
  } catch (e) {
    console.error(String(e.message ?? e));
    failed++;
    summary.push('server on PostgreSQL + Redis: could not start the services');
  } finally {
    pg?.stop();
    redis?.stop();
  }
}

// The e2e build offers web push (tests/e2e/push.test.ts answers Firebase's APIs locally); the key is Firebase's
// public default VAPID key, a well-formed P-256 key. Nothing here is a secret.
const E2E_FIREBASE = {
  VITE_FIREBASE_API_KEY: 'e2e-api-key',
  VITE_FIREBASE_PROJECT_ID: 'slovo-e2e',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:e2e',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_VAPID_KEY: 'BDOU99-h67HcA6JeFXHbSNMu7e2yNNu3RzoMj8TM4W88jITfq7ZmPvIM1Iv-4_l2LxQcYwhqby2xGpWwzjfAnG4',
};

if (want('e2e')) {
  if (!existsSync('/usr/bin/chromium')) {
    console.error('Chromium is not installed: run `apt-get install -y chromium` (or bash .ci/run, which does).');
    failed++;
    summary.push('e2e: Chromium missing');
  } else if (!run('npx', ['vite', 'build', '--logLevel', 'warn'], E2E_FIREBASE)) {
    failed++;
    summary.push('e2e: client build FAILED');
  } else {
    vitest('end-to-end in Chromium', ['e2e']);
  }
}

console.log(`\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
