import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './accounts';
import { startTestApp, type Visitor } from './harness';
import { ROUTES, routeKey, type RouteRule, type Target } from './route-access';
import { fitting, hostile, hostileString, hostileValue, jsonSchemaOf, type JsonSchema } from './schema-arbitraries';
import { multipartCases, uploadSamples } from './upload-samples';
import { eventsApiBodies } from '../modules/realtime/events-api.routes';
import { apiSignature, md5Hex } from '../modules/realtime/signatures';
import { type Victim, victim, VK } from './victim-objects';
import { loadSampleVocabulary } from './vocabulary';

/**
 * Input fuzzing of every route the server registers, built from the route's own zod schemas (params, query, body):
 * values that fit, values with one thing broken (a wrong type, a huge or strange string, a field missing or one
 * nobody asked for), forged cursors, bad percent-encoding, malformed bodies and odd headers. Whatever is sent, the
 * server never answers 5xx, a refusal is the contract's JSON `{message[, errors]}` with no stack trace or internal
 * path, and a refused request stores nothing. New routes are fuzzed because the list comes from the server itself.
 *
 * Seeded and bounded (FUZZ_SEED, FUZZ_RUNS per route) so a failure replays and the suite stays quick; raise
 * FUZZ_RUNS locally to look harder. Runs on SQLite and, in `npm test -- postgres`, on PostgreSQL.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

/**
 * Tables a refused request may still write, and why (everything else must be byte-for-byte unchanged):
 * the session is saved on every request; failed logins and wrong e-mail codes are counted on purpose (the lock).
 */
const MAY_CHANGE_ON_REFUSAL: Record<string, string> = {
  sessions: 'every request may refresh its session',
  login_attempts: 'a failed login counts toward the lock (auth/login-throttle)',
  email_verifications: 'a wrong code counts toward its tries (auth/email-verification.service)',
  job_locks: 'background jobs, not requests',
  kysely_migration: 'migrations',
  kysely_migration_lock: 'migrations',
};

/** Refusals that spend something on purpose (docs/api.md), by the `code` they answer with. */
const SPENT_ON_REFUSAL: Record<string, { tables: string[]; why: string }> = {
  'too-fast': { tables: ['game_rounds'], why: 'a round played faster than a person can is spent (POST game/rounds/{id}/result)' },
};

interface Route {
  method: string;
  url: string;
  key: string;
  rule: RouteRule;
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
}
const routes = new Map<string, Route>();
let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: Visitor;
let bella: Victim;
let multipart: { payload: Buffer; contentType: string }[];

beforeAll(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')), vk: VK }, undefined, {
    onRoute: (r: RouteOptions) => {
      const schema = (r.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
      for (const method of [r.method].flat()) {
        const key = routeKey(method, r.url);
        const rule = ROUTES[key];
        // HEAD answers as GET; files of a built client are not ours to fuzz; both API bases are one route.
        if (method === 'HEAD' || !rule || routes.has(key)) continue;
        routes.set(key, {
          method,
          // OPTIONS * (CORS preflight) is aimed at any path under the API.
          url: r.url === '*' ? '/api/v1/*' : r.url.replace(/^\/api\/(?!v1\/)/, '/api/v1/'),
          key,
          rule,
          params: schema.params ? jsonSchemaOf(schema.params) : null,
          query: schema.querystring ? jsonSchemaOf(schema.querystring) : null,
          body: schema.body ? jsonSchemaOf(schema.body) : null,
        });
      }
    },
  });
  await loadSampleVocabulary(t.app.db, t.clock.now());
  multipart = multipartCases(await uploadSamples());
  admin = t.visitor();
  const a = await register(admin, { name: 'Admin' });
  await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', a.user.id).execute();
  // Bella owns one object of each kind the routes name, so fitting requests reach the handlers with real ids.
  bella = await victim(t, admin);
  for (const r of routes.values()) if (hasObject(r.rule)) await bella.object(r.rule.target.object);
}, 180_000);
afterAll(() => t?.close());

const hasObject = (rule: RouteRule): rule is RouteRule & { target: Target } => !!rule.target && 'object' in rule.target;

/** Percent-encodes any string byte by byte (encodeURIComponent throws on a lone surrogate; a client may send it). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A path segment: one the schema fits, the real one, or a broken one (raw, so bad percent-encoding arrives as sent). */
function segmentOf(route: Route, name: string, real: string | undefined): fc.Arbitrary<string> {
  const fits = route.params?.properties?.[name] ? hostile(route.params.properties[name]).map((v) => pct(text(v))) : hostileString.map(pct);
  const raw = fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2e%2e', '..', '%2F', 'a%2Fb', '%C0%AF', '%FF', '9'.repeat(120), 'x'.repeat(150));
  return fc.oneof(...(real !== undefined ? [{ weight: 4, arbitrary: fc.constant(pct(real)) }] : []), { weight: 3, arbitrary: fits }, { weight: 2, arbitrary: raw });
}

function queryOf(route: Route): fc.Arbitrary<string> {
  const object = route.query ? hostile(route.query) : fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }));
  const raw = fc.constantFrom('', '', '', '&%=%', '&cursor=%E0%A4%A', '&limit=1&limit=2', '&a[b]=1', '&__proto__[x]=1', '&cursor=' + 'A'.repeat(3000), '&=&&=');
  return fc.tuple(object, raw).map(([o, extra]) => {
    const parts =
      o && typeof o === 'object' && !Array.isArray(o)
        ? Object.entries(o).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${pct(k)}=${pct(text(x))}`) : [`${pct(k)}=${pct(text(v))}`]))
        : [`q=${pct(text(o))}`];
    const q = parts.join('&') + extra;
    return q ? `?${q}` : '';
  });
}

type Payload = { payload?: string | Buffer; contentType?: string };
const json = (v: unknown): Payload => (v === undefined ? {} : { payload: JSON.stringify(v), contentType: 'application/json' });

/**
 * The Pusher HTTP API checks its signature before it reads a body, so unsigned fuzzing never reaches the parsing
 * behind it: these routes are also called correctly signed, with bodies drawn from the schemas checked after it.
 */
const SIGNED_BODIES: Record<string, JsonSchema> = {
  '/apps/:appId/events': jsonSchemaOf(eventsApiBodies.events),
  '/apps/:appId/batch_events': jsonSchemaOf(eventsApiBodies.batch),
};
const signedBodyOf = (route: Route): fc.Arbitrary<Payload> => {
  const schema = SIGNED_BODIES[route.url];
  if (route.method === 'GET' || !schema) return fc.constant({});
  const fits = { name: 'App\\Events\\Ping', data: '{"x":1}', channel: 'private-user.1' };
  return fc.oneof(fc.constant(json(fits)), fitting(schema).map(json), hostile(schema).map(json), fc.constantFrom<Payload>({ payload: '{', contentType: 'application/json' }));
};

/** The query of a correctly signed Pusher API call (values as the server reads them, before encoding). */
function signedQuery(method: string, path: string, payload: Payload, extra: Record<string, string>): string {
  const { key, secret } = t.config.realtime;
  const body = typeof payload.payload === 'string' ? payload.payload : '';
  const query: Record<string, string> = {
    ...extra,
    auth_key: key,
    auth_timestamp: String(Math.floor(t.clock.now() / 1000)),
    auth_version: '1.0',
    ...(body ? { body_md5: md5Hex(body) } : {}),
  };
  query.auth_signature = apiSignature(secret, method, path, query);
  return '?' + Object.entries(query).map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&');
}

function payloadOf(route: Route, realBody: unknown): fc.Arbitrary<Payload> {
  if (route.method === 'GET') return fc.constant({});
  const value = route.body ? hostile(route.body) : hostileValue;
  const malformed = fc.constantFrom<Payload>(
    {},
    { payload: '', contentType: 'application/json' },
    { payload: '{', contentType: 'application/json' },
    { payload: '{"a":', contentType: 'application/json' },
    { payload: 'null', contentType: 'application/json' },
    { payload: '{"__proto__":{"is_admin":1}}', contentType: 'application/json' },
    { payload: 'a=1&b[c]=2&token=%E0%A4%A', contentType: 'application/x-www-form-urlencoded' },
    { payload: 'hello', contentType: 'text/plain' },
    { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhi\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { payload: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' },
    { payload: '<a/>', contentType: 'application/xml' },
    { payload: JSON.stringify({ big: 'a'.repeat(2_000_000) }), contentType: 'application/json' },
  );
  return fc.oneof(
    ...(realBody !== undefined ? [{ weight: 2, arbitrary: fc.constant(json(realBody)) }] : []),
    { weight: 6, arbitrary: value.map(json) },
    { weight: 2, arbitrary: malformed },
    // Pictures good and bad, wrong fields, two files: the upload route parses them, every other one refuses them.
    { weight: 1, arbitrary: fc.constantFrom(...multipart) },
  );
}

const oddHeaders = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'x-xsrf-token': '%E0%A4%A' },
      { 'x-xsrf-token': '%' },
      { authorization: 'Bearer %%%' },
      { authorization: 'Bearer 1|' + 'a'.repeat(40) },
      { authorization: 'Bearer ' + 'a'.repeat(600) },
      { 'accept-language': 'xx-YY;q=abc,*;q=' },
      { 'x-timezone': 'Mars/Olympus_Mons' },
      { 'x-timezone': '../../etc/localtime' },
      { accept: 'text/html' },
    ),
  },
);

/** Everything stored, table by table (rows sorted), except what a refused request may still write. */
async function storedState(): Promise<string> {
  const tables = (await t.app.db.introspection.getTables()).map((x) => x.name).filter((n) => !(n in MAY_CHANGE_ON_REFUSAL));
  const out: Record<string, string[]> = {};
  for (const name of tables.sort()) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.app.db);
    out[name] = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).sort();
  }
  return JSON.stringify(out);
}

/** What is wrong with an answer, if anything. */
function problemsOf(status: number, headers: Record<string, unknown>, body: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (/\n\s+at .+:\d+:\d+|node_modules|\/work\/|server\/(modules|plugins|lib)\/|\.ts:\d+/.test(body)) problems.push('a stack trace or an internal path in the body');
  if (status >= 400) {
    let json: { message?: unknown; errors?: unknown } | null = null;
    try {
      json = JSON.parse(body) as { message?: unknown; errors?: unknown };
    } catch {
      problems.push('a refusal that is not JSON');
    }
    if (!String(headers['content-type'] ?? '').startsWith('application/json')) problems.push(`content-type ${String(headers['content-type'])}`);
    if (json && (typeof json.message !== 'string' || !json.message)) problems.push('no message');
    if (json && status === 422) {
      const errors = json.errors as Record<string, unknown> | undefined;
      const fine = !!errors && typeof errors === 'object' && Object.values(errors).every((list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string' && m));
      if (!fine) problems.push('a 422 without {errors: {field: [message]}}');
    }
  }
  return problems;
}

describe('fuzzing every route from its schemas', () => {
  it('finds the routes, each with the schemas it needs', () => {
    expect(routes.size).toBeGreaterThan(60);
  });

  it('never answers 5xx, refuses in the contract’s shape and stores nothing when it refuses', async () => {
    const failures: string[] = [];
    // Destructive routes last, so the ones before them still have a caller and objects to aim at.
    const order = [...routes.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    let state = await storedState();
    for (const route of order) {
      const real = hasObject(route.rule) ? await bella.object(route.rule.target.object) : null;
      const fixed = route.rule.target && 'params' in route.rule.target && !hasObject(route.rule) ? route.rule.target.params : {};
      const realParams: Record<string, string> = { ...fixed, ...(real?.params ?? {}) };
      if (realParams.appId === 'APP_ID') realParams.appId = t.config.realtime.appId;
      const realBody = hasObject(route.rule) && route.rule.target.payload && real ? route.rule.target.payload(real) : undefined;
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const wildcard = route.url.endsWith('*');
      // Who calls: the owner of the objects for her routes, the admin for admin routes, else a fresh visitor.
      const caller = () => {
        if (route.rule.access === 'admin') return admin;
        if (route.rule.access === 'user' || route.rule.access === 'account' || real) return bella.v;
        return t.visitor();
      };
      const request = fc.record({
        segments: fc.tuple(...names.map((n) => segmentOf(route, n, realParams[n])), ...(wildcard ? [segmentOf(route, '*', 'nothing-here.png')] : [])),
        query: queryOf(route),
        body: payloadOf(route, realBody),
        headers: oddHeaders,
        ip: fc.ipV4(),
        signed: route.rule.access === 'signed' ? fc.option(fc.record({ body: signedBodyOf(route), extra: fc.dictionary(fc.constantFrom('info', 'filter_by_prefix', 'x'), hostileString.filter((v) => typeof v === 'string'), { maxKeys: 2 }) }), { freq: 4 }) : fc.constant(null),
      });
      const send = async (path: string, query: string, body: Payload, headers: Record<string, string>, ip: string) => {
        const who = caller();
        if (!who.xsrf) await who.csrf();
        const res = await who.request({
          method: route.method as 'GET',
          url: path + query,
          remoteAddress: ip, // per-IP limits would otherwise stop the run after a few requests
          headers: { ...(body.contentType ? { 'content-type': body.contentType } : {}), ...headers },
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        });
        const problems = problemsOf(res.statusCode, res.headers, res.body);
        const after = await storedState();
        if (res.statusCode >= 400 && after !== state) {
          const spent = SPENT_ON_REFUSAL[codeOf(res.body)]?.tables ?? [];
          const changed = changedTables(state, after).filter((name) => !spent.includes(name));
          if (changed.length) problems.push(`stored something although it answered ${res.statusCode}: ${changed.join(', ')}`);
        }
        state = after;
        if (problems.length) throw new Error(`${route.method} ${path}${query.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}: ${problems.join('; ')}`);
      };
      try {
        await fc.assert(
          fc.asyncProperty(request, async (req) => {
            let i = 0;
            const path = route.url.replace(/:(\w+)|\*$/g, () => req.segments[i++]!);
            const body = req.signed ? req.signed.body : req.body;
            const query = req.signed ? signedQuery(route.method, path, body, req.signed.extra as Record<string, string>) : req.query;
            await send(path, query, body, req.headers, req.ip);
          }),
          { seed: SEED, numRuns: route.rule.access === 'signed' ? RUNS * 4 : RUNS, endOnFailure: true },
        );
      } catch (err) {
        const cause = (err as Error & { cause?: Error }).cause;
        failures.push(`${route.key}: ${cause?.message ?? (err as Error).message.split('\n').slice(0, 4).join(' ')}`);
      }
      // A route that reads its own raw body (an upload) gets every multipart case once, not by chance.
      if (route.method !== 'GET' && !route.body && route.rule.access !== 'signed' && !names.length) {
        for (const [n, body] of multipart.entries()) {
          await send(route.url, '', body, {}, `10.9.${n}.1`).catch((err: Error) => failures.push(`${route.key} (multipart case ${n}): ${err.message}`));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
});

function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}

function changedTables(before: string, after: string): string[] {
  const a = JSON.parse(before) as Record<string, string[]>;
  const b = JSON.parse(after) as Record<string, string[]>;
  return Object.keys(b).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}
