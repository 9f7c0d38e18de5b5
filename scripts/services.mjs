// Throwaway PostgreSQL and Redis servers on loopback for the test suite, from Debian's packages.
// Each run gets its own data directory and free port, and everything is removed on stop.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

const isRoot = process.getuid?.() === 0;
// initdb refuses to run as root: as root, the cluster belongs to Debian's postgres user.
function asPostgres(cmd, args, opts = {}) {
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], opts) : execFileSync(cmd, args, opts);
}

export async function startPostgres() {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` (or bash .ci/run, which does).');
  const dir = mkdtempSync(join(tmpdir(), 'slovo-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-U', 'slovo', '--auth=trust', '-E', 'UTF8', '--no-instructions'], { stdio: 'ignore' });
  asPostgres(
    join(bin, 'pg_ctl'),
    ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`, 'start'],
    { stdio: 'ignore' },
  );
  asPostgres(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'slovo', 'slovo_test'], { stdio: 'ignore' });
  return {
    url: `postgres://slovo@127.0.0.1:${port}/slovo_test`,
    stop() {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export async function startRedis() {
  if (!existsSync('/usr/bin/redis-server')) throw new Error('Redis is not installed: run `apt-get install -y redis-server` (or bash .ci/run, which does).');
  const port = await freePort();
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}
