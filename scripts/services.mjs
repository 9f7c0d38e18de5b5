// Throwaway PostgreSQL and Redis servers on loopback for the test suite, from Debian's packages.
// Each run gets its own data directory and free port, and everything is removed on stop.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
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
  // The fault suite takes the server down and brings it back on the same port and data (`-m fast` ends every session).
  // Asynchronous, so a test's traffic keeps flowing while PostgreSQL stops and starts.
  const ctl = (args) => {
    const cmd = [join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-w', ...args];
    return promisify(execFile)(isRoot ? 'runuser' : cmd[0], isRoot ? ['-u', 'postgres', '--', ...cmd] : cmd.slice(1)).then(() => undefined);
  };
  return {
    url: `postgres://slovo@127.0.0.1:${port}/slovo_test`,
    halt: () => ctl(['-m', 'fast', 'stop']),
    resume: () => ctl(['-l', join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`, 'start']),
    stop() {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `persistent` keeps the data in an append-only file across `halt()` and `resume()` (the fault suite stops Redis
 * and expects sessions back, as a production Redis with AOF gives them). `freeze()` / `thaw()` stop and continue the
 * process (SIGSTOP / SIGCONT): connections stay open and nothing answers.
 */
export async function startRedis({ persistent = false } = {}) {
  if (!existsSync('/usr/bin/redis-server')) throw new Error('Redis is not installed: run `apt-get install -y redis-server` (or bash .ci/run, which does).');
  const port = await freePort();
  const dir = persistent ? mkdtempSync(join(tmpdir(), 'slovo-redis-')) : null;
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...(dir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir] : ['--appendonly', 'no'])];
  let child;
  const launch = async () => {
    child = spawn('/usr/bin/redis-server', args, { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const halt = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    });
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    halt,
    resume: launch,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    stop() {
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
