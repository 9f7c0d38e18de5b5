/**
 * The throughput ceiling of GET /api/v1/user and GET /api/v1/feeds/main (issue 13): the cheapest server that still
 * does what docs/api.md and the spec require of them, measured against the floor (bench/floor-server.ts) in one run.
 *   npx tsx bench/ceiling.ts --db var/bench.sqlite --port 19150 [--duration 5] [--rounds 3]
 * (the server runs in a child process of its own, `--serve`, as the app and the floor do)
 * Bare Fastify (no logger, no hooks, no schemas) with: the app's own security and CORS headers (copied from the real
 * app's answer once at start, as the app computes them once), the cookie header parsed, the session looked up by the
 * SHA-256 of its cookie and joined to its user in one prepared statement (expiry checked in SQL, so revocation is
 * immediate), the sliding expiry written back once a minute as the app does, the same JSON body (the app's own
 * userResource / cardResource) and the two session cookies. The feed runs the app's seven statements as prepared
 * better-sqlite3 statements (same SQL, same parameters) with no query builder. What this lacks that the app has:
 * routing over ~150 routes, rate limits, client-version/maintenance checks, response validation, error mapping,
 * logging — so it is an upper bound, not a design.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { buildApp } from '../server/app';
import { parseConfig } from '../server/config/env';
import { sha256 } from '../server/lib/tokens';
import { localDay, nextLocalMidnight } from '../server/domain/local-day';
import { nextLevel } from '../server/domain/levels';
import { cardResource } from '../server/modules/cards/card.resource';
import { FEED_RULES } from '../server/modules/feed/rules';
import { userResource } from '../server/modules/users/user.resource';
import type { UserRow } from '../server/modules/users/users.repository';
import { benchCases, benchEnv, drive, startFloor, waitUntilUp, type Case } from './cases';
import { median } from './stats';
import { benchCookie } from './seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'var/bench.sqlite' },
    port: { type: 'string', default: '19150' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    serve: { type: 'boolean', default: false },
  },
});
const dbPath = values.db!;
const port = Number(values.port);

if (!values.serve) {
  // The driver: the ceiling server in its own process (as the app and the floor are), then rounds against the floor.
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts', '--serve', '--db', dbPath, '--port', String(port)], { stdio: ['ignore', 'inherit', 'inherit'] });
  const floor = startFloor(dbPath, port + 1);
  await waitUntilUp(`http://127.0.0.1:${port}/up`);
  await waitUntilUp(`http://127.0.0.1:${port + 1}/floor`);
  const cases = benchCases(dbPath).cases;
  // Also the CPU time each server process spent per request (/proc: user + system): on a machine other work shares,
  // rates swing with the load, while a request's CPU cost barely does; floor ÷ ceiling CPU is the rate ratio the two
  // would reach each on a core of its own.
  const cpuMs = (pid: number) => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  };
  const measured = async (pid: number, url: string, c?: Case) => {
    const c0 = cpuMs(pid);
    const r = await drive(url, values, c);
    return { rate: r.requests.average, non2xx: r.non2xx, cpuPerRequest: (cpuMs(pid) - c0) / r.requests.total };
  };
  const ratios: Record<string, number[]> = {};
  const cpuRatios: Record<string, number[]> = {};
  for (let round = 0; round < Number(values.rounds); round++) {
    const f = await measured(floor.pid!, `http://127.0.0.1:${port + 1}/floor`);
    for (const name of ['GET /api/v1/user', 'GET /api/v1/feeds/main']) {
      const r = await measured(server.pid!, `http://127.0.0.1:${port}`, cases.find((c) => c.name === name)!);
      (ratios[name] ??= []).push(r.rate / f.rate);
      (cpuRatios[name] ??= []).push(f.cpuPerRequest / r.cpuPerRequest);
      console.log(
        `round ${round + 1}: ${name} ${Math.round(r.rate)} req/s, floor ${Math.round(f.rate)}, ratio ${(r.rate / f.rate).toFixed(2)}; ` +
          `CPU per request ${(r.cpuPerRequest * 1000).toFixed(0)} µs vs floor ${(f.cpuPerRequest * 1000).toFixed(0)} µs; non-2xx ${r.non2xx} (load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  for (const name of Object.keys(ratios)) {
    console.log(`ceiling ${name}: median ratio to the floor ${median(ratios[name]!).toFixed(2)} (rates), ${median(cpuRatios[name]!).toFixed(2)} (CPU per request)`);
  }
  floor.kill('SIGTERM');
  server.kill('SIGTERM');
  process.exit(0);
}

// The app, in process, only to copy its answer's headers and to lend its photo service (photo URLs of a card).
const app = await buildApp(parseConfig({ ...benchEnv(dbPath, port), LOG_LEVEL: 'silent' }));
await app.ready();
const probe = await app.inject({ method: 'GET', url: '/api/v1/user', headers: { cookie: `slovo_session=${benchCookie(1)}`, accept: 'application/json' } });
const SKIP = new Set(['set-cookie', 'content-length', 'date', 'connection', 'keep-alive', 'content-type']);
const staticHeaders = Object.fromEntries(Object.entries(probe.headers).filter(([k]) => !SKIP.has(k))) as Record<string, string>;
const photos = app.photos;
const MOVES = 1_000_000;

const sqlite = new SQLite(dbPath);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('busy_timeout = 5000');
// Session and user in one statement: the session must be live now (expiry in SQL), the user is the session's.
const sessionUser = sqlite.prepare(
  `select s.csrf_token as s_csrf, s.last_activity as s_last, s.expires_at as s_expires, u.*
   from sessions s join users u on u.id = s.user_id where s.id = ? and s.expires_at > ?`,
);
const slide = sqlite.prepare(`update sessions set last_activity = ?, expires_at = ? where id = ?`);
const selectedOn = sqlite.prepare(`select "card_id" from "feed_items" where "user_id" = ? and "day" = ? limit ?`);
const feedItems = sqlite.prepare(
  `select "cards"."id", "cards"."word", "cards"."translation", "cards"."example", "cards"."example_translation", "cards"."tags", "cards"."level", "cards"."collection", "cards"."is_private", "cards"."allow_comments", "cards"."status", "cards"."reject_reason", "cards"."pending", "cards"."submitted_at", "cards"."photo_key", "cards"."author_id", "words"."emoji", "words"."pos", "author"."name" as "author_name", "author"."avatar_url" as "author_avatar", "uc"."decision", "uc"."stage", "bm"."created_at" as "bookmarked_at", case when cards.author_id = ? then 1 else 0 end as "mine", "fi"."position", "fi"."expires_at" from "cards" left join "words" on "words"."id" = "cards"."word_id" left join "users" as "author" on "author"."id" = "cards"."author_id" left join "user_cards" as "uc" on "uc"."card_id" = "cards"."id" and "uc"."user_id" = ? left join "bookmarks" as "bm" on "bm"."card_id" = "cards"."id" and "bm"."user_id" = ? inner join "feed_items" as "fi" on "fi"."card_id" = "cards"."id" and "fi"."user_id" = ? where "fi"."expires_at" > ? and ("cards"."deleted_at" is null and (("cards"."status" = ? and "cards"."is_private" = ?) or "cards"."author_id" = ?)) and "uc"."card_id" is null and "fi"."position" > ? order by "fi"."position" limit ?`,
);
const decidedOn = sqlite.prepare(`select count(*) as "used" from "decisions" where "user_id" = ? and "day" = ? and "undone_at" is null`);
const learningLoad = sqlite.prepare(
  `select count(*) as "active", sum(case when due is not null and due < ? and stage <> 'learning' then 1 else 0 end) as "dueToday" from "user_cards" where "user_id" = ? and "stage" in (?, ?, ?)`,
);
const latestResults = sqlite.prepare(`select "result" from "decisions" where "user_id" = ? and "level" = ? and "undone_at" is null order by "created_at" desc limit ?`);

const LIFETIME = 14 * 86_400_000;
type Row = UserRow & { s_csrf: string; s_last: number; s_expires: number };
const ceiling = Fastify({ logger: false });
ceiling.get('/up', () => 'up');
/** The signed-in user of the request, or a 401 already sent; sets the session's two cookies on the reply. */
function signedIn(request: { headers: Record<string, string | string[] | undefined> }, reply: import('fastify').FastifyReply): Row | null {
  const now = Date.now();
  const value = fastifyCookie.parse(String(request.headers.cookie ?? '')).slovo_session;
  const idHash = value ? sha256(value) : null;
  const row = idHash ? (sessionUser.get(idHash, now) as Row | undefined) : undefined;
  if (!row || !value) {
    void reply.code(401).headers(staticHeaders).send({ message: 'Unauthenticated.' });
    return null;
  }
  let expires = row.s_expires;
  if (now - row.s_last > 60_000) {
    expires = now + LIFETIME;
    slide.run(now, expires, idHash);
  }
  const common = { path: '/', sameSite: 'lax' as const, maxAge: Math.floor((expires - now) / 1000) };
  reply.headers(staticHeaders).header('set-cookie', [
    fastifyCookie.serialize('slovo_session', value, { ...common, httpOnly: true }),
    fastifyCookie.serialize('XSRF-TOKEN', row.s_csrf, common),
  ]);
  return row;
}
ceiling.get('/api/v1/user', (request, reply) => {
  const user = signedIn(request, reply);
  if (user) void reply.type('application/json; charset=utf-8').send(JSON.stringify({ data: userResource(user) }));
});
ceiling.get('/api/v1/feeds/main', (request, reply) => {
  const u = signedIn(request, reply);
  if (!u) return;
  const now = Date.now();
  const day = localDay(now, u.timezone);
  selectedOn.all(u.id, day, 1); // the selection exists for the bench's learners (the app would make it otherwise)
  const rows = feedItems.all(u.id, u.id, u.id, u.id, now, 'published', 0, u.id, 0, 21) as Array<Parameters<typeof cardResource>[0] & { position: number; expires_at: number }>;
  const used = Number((decidedOn.get(u.id, day) as { used: number }).used);
  const endOfToday = nextLocalMidnight(now, u.timezone);
  const load = learningLoad.get(endOfToday, u.id, 'learning', 'repeating', 'fixing') as { active: number; dueToday: number | null };
  const to = nextLevel(u.level);
  const results = latestResults.all(u.id, u.level, FEED_RULES.levelUp.window) as Array<{ result: string }>;
  const known = results.filter((r) => r.result === 'know').length;
  const levelUp = to && results.length >= FEED_RULES.levelUp.window && known / results.length >= FEED_RULES.levelUp.share ? { from: u.level, to, known, of: results.length } : null;
  const last = rows[Math.min(rows.length, 20) - 1];
  const body = {
    data: rows.slice(0, 20).map((r) => cardResource(r, photos, { expiresAt: r.expires_at })),
    meta: {
      nextCursor: rows.length > 20 && last ? Buffer.from(JSON.stringify({ p: last.position })).toString('base64url') : null,
      userId: u.id,
      moves: { day, total: MOVES, used, left: Math.max(0, MOVES - used), refillAt: new Date(endOfToday).toISOString() },
      limits: { repeatToday: { used: Number(load.dueToday ?? 0), max: FEED_RULES.repeatLimit }, total: { used: Number(load.active), max: FEED_RULES.totalLimit } },
      level: u.level,
      levelUp,
    },
  };
  void reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
});

// The same body as the app's, byte for byte, before measuring anything.
for (const url of ['/api/v1/user', '/api/v1/feeds/main']) {
  const headers = { cookie: `slovo_session=${benchCookie(3)}; XSRF-TOKEN=csrf-3`, accept: 'application/json' };
  const [ours, theirs] = [await ceiling.inject({ method: 'GET', url, headers }), await app.inject({ method: 'GET', url, headers })];
  const same = ours.body === theirs.body;
  console.log(`${url}: body ${same ? 'identical to the app' : 'DIFFERS from the app'} (${ours.body.length} B), headers ${Object.keys(ours.headers).length} vs ${Object.keys(theirs.headers).length}`);
  if (!same) {
    console.log(ours.body.slice(0, 400));
    console.log(theirs.body.slice(0, 400));
  }
}
await app.close();
await ceiling.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void ceiling.close().then(() => process.exit(0)));
