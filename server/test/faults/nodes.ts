import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { first } from '../realtime-clients';

/**
 * Real server nodes for the fault suite: `server/main.ts` in its own process (the entry point an operator runs, with
 * its start-up tasks and its SIGTERM handling), on loopback and a free port, sharing the database and Redis it is given.
 */
export interface Node {
  port: number;
  process: ChildProcess;
  /** Everything the node wrote to stderr (its warnings and errors), for the assertions about what an operator sees. */
  log: () => string;
  exited: Promise<number | null>;
}

export function startNode(env: Record<string, string>): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', JOBS: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return first(
    'node start',
    (done) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /running at http:\/\/[^:]+:(\d+)/.exec(out);
        if (m) done({ port: Number(m[1]), process: child, log: () => out + err, exited });
      });
      void exited.then((code) => done({ port: 0, process: child, log: () => out + err, exited: Promise.resolve(code) }));
    },
    90_000,
  );
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/**
 * One HTTP request on a connection of its own (no keep-alive pool to reuse a socket a stopping node closes), with
 * a deadline: a node that holds a request longer than the fault suite allows fails the test instead of hanging it.
 */
export function call(port: number, method: string, path: string, opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...opts.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 15_000, () => req.destroy(new Error(`${method} ${path} not answered within ${opts.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/**
 * A learner signed in with a cookie session (kept in Redis when the nodes have one), or with a bearer token as
 * inside VK (kept in the database), calling any node. Each request comes from an address of its own (the nodes trust
 * X-Forwarded-For): the suite drives more requests than one address may make, and is not testing the limits.
 */
export class Learner {
  private cookies = new Map<string, string>();
  id = 0;
  bearer: string | null = null;

  async request(port: number, method: string, path: string, body?: unknown, timeoutMs?: number): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': randomIp(), 'x-requested-with': 'XMLHttpRequest' };
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const res = await call(port, method, path, { body, headers, ...(timeoutMs ? { timeoutMs } : {}) });
    const set = res.headers['set-cookie'] ?? [];
    for (const line of Array.isArray(set) ? set : [set]) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  /** A guest account, as the web client makes one on "Start". */
  static async guest(port: number): Promise<Learner> {
    const l = new Learner();
    await l.request(port, 'GET', '/sanctum/csrf-cookie');
    const res = await l.request(port, 'POST', '/api/v1/auth/guest', { timezone: 'UTC' });
    if (res.status !== 201 && res.status !== 200) throw new Error(`guest sign-in answered ${res.status}: ${res.body}`);
    l.id = (JSON.parse(res.body) as { data: { id: number } }).data.id;
    return l;
  }

  /** A learner of the VK mini app: a bearer token, no cookie session. */
  static withToken(id: number, token: string): Learner {
    const l = new Learner();
    l.id = id;
    l.bearer = token;
    return l;
  }

  decide(port: number, cardId: number, id: string = randomUUID(), decision: 'know' | 'learn' = 'know', timeoutMs?: number) {
    return this.request(port, 'POST', `/api/v1/cards/${cardId}/decisions`, { id, decision }, timeoutMs);
  }
}

/** Whether an answer is one the client knows to wait on and retry: 503 with Retry-After (spec §8). */
export const isClearUnavailable = (a: Answer) => a.status === 503 && Number(a.headers['retry-after']) > 0;
