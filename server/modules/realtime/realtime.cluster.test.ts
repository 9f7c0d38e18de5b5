import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Echo from 'laravel-echo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../scripts/services.mjs';
import { parseConfig } from '../../config/env';
import { createDb, type Db } from '../../db/database';
import { echoClient, first, pusherServer } from '../../test/realtime-clients';
import { issueAccessToken } from '../auth/access-tokens';
import { createGuest } from '../auth/guest.service';
import { userChannelName } from './channels';

/**
 * Two server processes sharing one Redis (and one SQLite file): what is published on one node reaches the clients
 * of the other, and presence is one list across both, including after a node dies without saying goodbye.
 */
const dir = mkdtempSync(join(tmpdir(), 'slovo-cluster-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  APP_KEY: 'cluster-test-key-cluster-test-key-0123',
  SQLITE_PATH: join(dir, 'db.sqlite'),
  DATABASE_URL: '',
  VAR_DIR: dir,
  REDIS_PREFIX: `cluster${randomBytes(4).toString('hex')}:`,
  REVERB_NODE_TTL_SECONDS: '1',
  JOBS: 'false',
};
const realtime = parseConfig(env).realtime;
let redis: { url: string; stop(): void } | null = null;
let db: Db;
const nodes: ChildProcess[] = [];
const clients: Echo<'reverb'>[] = [];

function startNode(): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/server-process.ts'], { env: { ...env, REDIS_URL: redis!.url }, stdio: ['ignore', 'pipe', 'inherit'] });
  nodes.push(child);
  return first('node start', (done) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) done({ port: Number(m[1]), process: child });
    });
  }, 60_000);
}

let a: { port: number; process: ChildProcess };
let b: { port: number; process: ChildProcess };

beforeAll(async () => {
  redis = process.env.TEST_REDIS_URL ? { url: process.env.TEST_REDIS_URL, stop: () => undefined } : await startRedis();
  a = await startNode(); // migrates the shared file first
  b = await startNode();
  db = createDb({ kind: 'sqlite', path: env.SQLITE_PATH });
}, 120_000);

afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});

afterAll(async () => {
  await db?.destroy();
  const running = nodes.filter((n) => n.exitCode === null && n.signalCode === null);
  const exited = running.map((n) => new Promise((r) => n.once('exit', r)));
  for (const n of running) n.kill('SIGTERM');
  await Promise.all(exited);
  redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function learner(name: string) {
  const user = await createGuest(db, 'en', 'UTC', Date.now());
  await db.updateTable('users').set({ name }).where('id', '=', user.id).execute();
  return { id: user.id, token: await issueAccessToken(db, user.id, 'test', Date.now()) };
}

function echo(port: number, token: string) {
  const e = echoClient(port, realtime, token);
  clients.push(e);
  return e;
}

describe('two nodes sharing one Redis', () => {
  it("deliver events published on either node to the other node's clients", async () => {
    const anna = await learner('Anna');
    const onA = echo(a.port, anna.token).private(`App.Models.User.${anna.id}`);
    const onB = echo(b.port, anna.token).private(`App.Models.User.${anna.id}`);
    await Promise.all([onA, onB].map((c) => first('subscription', (done) => c.subscribed(() => done(undefined)))));
    const gotA = first<unknown>('on A', (done) => onA.listen('NewCardsAvailable', done));
    const gotB = first<unknown>('on B', (done) => onB.listen('NewCardsAvailable', done));
    await pusherServer(b.port, realtime).trigger(userChannelName(anna.id), 'App\\Events\\NewCardsAvailable', { count: 3 });
    expect(await gotA).toEqual({ count: 3 });
    expect(await gotB).toEqual({ count: 3 });
  });

  it('share one presence list: members, joining, whispers and leaving cross nodes, and a second tab is one member', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const annaA = echo(a.port, anna.token).join('online');
    await first('here', (done) => annaA.here(done));
    const joining = first<{ id: number }>('joining', (done) => annaA.joining(done));

    const borisB = echo(b.port, boris.token).join('online');
    const here = await first<Array<{ id: number }>>('here', (done) => borisB.here(done));
    expect(here.map((m) => m.id)).toContain(anna.id);
    expect(await joining).toEqual({ id: boris.id, name: 'Boris' });

    const annaB = echo(b.port, anna.token).join('online');
    const secondTab = await first<Array<{ id: number }>>('here', (done) => annaB.here(done));
    expect(secondTab.filter((m) => m.id === anna.id)).toHaveLength(1);

    const res = await pusherServer(a.port, realtime).get({ path: '/channels/presence-online/users' });
    const ids = ((await res.json()) as { users: Array<{ id: number }> }).users.map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([anna.id, boris.id]));
    expect(ids.filter((id) => id === anna.id)).toHaveLength(1);

    const whisper = first<unknown>('whisper', (done) => annaA.listenForWhisper('typing', done));
    borisB.whisper('typing', { word: 'dog' });
    expect(await whisper).toEqual({ word: 'dog' });

    const leaving = first<{ id: number }>('leaving', (done) => annaA.leaving(done));
    clients[1]!.disconnect(); // Boris on B
    expect(await leaving).toEqual({ id: boris.id, name: 'Boris' });
  });

  it('remove the members of a node that died without closing, once its heartbeat lapses', async () => {
    const anna = await learner('Anna');
    const boris = await learner('Boris');
    const annaA = echo(a.port, anna.token).join('online');
    await first('here', (done) => annaA.here(done));
    const joining = first<{ id: number }>('joining', (done) => annaA.joining((m: { id: number }) => m.id === boris.id && done(m)));
    const borisB = echo(b.port, boris.token).join('online');
    await first('here', (done) => borisB.here(done));
    await joining;

    const leaving = first<{ id: number }>('leaving', (done) => annaA.leaving((m: { id: number }) => m.id === boris.id && done(m)), 20_000);
    b.process.kill('SIGKILL');
    expect(await leaving).toEqual({ id: boris.id, name: 'Boris' });
  }, 30_000);
});
