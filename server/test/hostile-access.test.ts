import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './accounts';
import { startTestApp, type Visitor } from './harness';
import { ROUTES, routeKey, type RouteRule, type Target } from './route-access';
import { VICTIM, type Victim, victim, VK } from './victim-objects';
import { loadSampleVocabulary } from './vocabulary';

/**
 * Hostile suite, generated from the real routes: every registered route must be classified in route-access.ts, and
 * then, for each route by its class, an anonymous visitor gets 401 from user-only routes, a guest and a plain user
 * get 403 from admin routes (a guest also from full-account routes), unsigned calls are refused by signed routes,
 * and another user aiming at the victim's object by id gets the contract's 403/404, never the victim's data and
 * never a change to the object. Runs on SQLite and, in `npm test -- postgres`, on PostgreSQL.
 */
interface Registered {
  method: string;
  url: string;
  key: string;
  rule: RouteRule | undefined;
}
const registered: Registered[] = [];
let t: Awaited<ReturnType<typeof startTestApp>>;
let anonymous: Visitor;
let guest: Visitor;
let attacker: Visitor;
let admin: Visitor;
let bella: Victim;

beforeAll(async () => {
  t = await startTestApp({ photosDir: mkdtempSync(join(tmpdir(), 'slovo-photos-')), vk: VK }, undefined, {
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue; // HEAD answers as GET does
        const key = routeKey(method, r.url);
        registered.push({ method, url: r.url, key, rule: ROUTES[key] });
      }
    },
  });
  // The built client's files (when dist/ exists, @fastify/static registers a route per file) are public by nature.
  const builtFile = (url: string) => {
    const path = join(t.config.staticDir, url === '/' ? 'index.html' : decodeURIComponent(url));
    return !url.includes(':') && existsSync(path) && statSync(path).isFile();
  };
  for (const r of registered) if (!r.rule && r.method === 'GET' && builtFile(r.url)) r.rule = { access: 'public', why: 'a file of the built client' };
  await loadSampleVocabulary(t.app.db, t.clock.now());
  anonymous = t.visitor();
  await anonymous.csrf(); // so every refusal below is about who calls, not about CSRF
  guest = t.visitor();
  expect((await guest.post('/api/v1/auth/guest', { timezone: 'UTC' })).statusCode).toBe(201);
  attacker = t.visitor();
  await register(attacker, { name: 'Mallory' });
  admin = t.visitor();
  const a = await register(admin, { name: 'Admin' });
  await t.app.db.updateTable('users').set({ is_admin: 1 }).where('id', '=', a.user.id).execute();
  bella = await victim(t, admin);
  // Every object up front (photos are rendered for cards): the tests below only aim at them.
  for (const kind of new Set(registered.flatMap((r) => (hasObject(r.rule?.target) ? [r.rule.target.object] : [])))) await bella.object(kind);
}, 180_000);
afterAll(() => t.close());

const hasObject = (target: RouteRule['target']): target is Target => !!target && 'object' in target;

/** The route's URL with its parameters filled: the victim's object where it names one, else the fixed values. */
async function urlOf(r: Registered) {
  const target = r.rule?.target;
  const params = hasObject(target) ? (await bella.object(target.object)).params : (target?.params ?? {});
  return r.url.replace(/\*$/, 'nothing-here.png').replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] === 'APP_ID' ? t.config.realtime.appId : params[name];
    if (value === undefined) throw new Error(`${r.key}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
async function payloadOf(r: Registered) {
  if (r.method === 'GET') return undefined;
  const target = r.rule?.target;
  return hasObject(target) && target.payload ? target.payload(await bella.object(target.object)) : {};
}
async function call(who: Visitor, r: Registered) {
  return who.request({ method: r.method as 'GET', url: await urlOf(r), ...(r.method === 'GET' ? {} : { payload: (await payloadOf(r)) as object }) });
}
/** Calls the route and reports what went wrong: another status, or a change to the victim's object. */
async function expectRefused(who: Visitor, r: Registered, statuses: number[], failures: string[]) {
  const target = r.rule?.target;
  const before = hasObject(target) ? JSON.stringify(await bella.snapshot(target.object)) : '';
  const res = await call(who, r);
  if (!statuses.includes(res.statusCode)) failures.push(`${r.method} ${r.url} → ${res.statusCode} (expected ${statuses.join('/')}) ${res.body.slice(0, 120)}`);
  const leaked = [VICTIM.name, VICTIM.translation, VICTIM.comment, bella.email].filter((s) => res.body.includes(s));
  if (leaked.length) failures.push(`${r.method} ${r.url} leaked ${leaked.join(', ')}`);
  if (hasObject(target) && JSON.stringify(await bella.snapshot(target.object)) !== before) failures.push(`${r.method} ${r.url} changed the victim’s ${target.object}`);
}
const withAccess = (...access: RouteRule['access'][]) => registered.filter((r) => r.rule && access.includes(r.rule.access));

describe('every route is classified (server/test/route-access.ts)', () => {
  it('finds the routes', () => {
    expect(registered.length).toBeGreaterThan(100);
  });

  it('no registered route is missing from the classification', () => {
    const missing = [...new Set(registered.filter((r) => !r.rule).map((r) => r.key))];
    expect(missing, 'classify these in server/test/route-access.ts (public/user/account/admin/signed)').toEqual([]);
  });

  it('the classification names no route that no longer exists', () => {
    const keys = new Set(registered.map((r) => r.key));
    expect(Object.keys(ROUTES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('every route with a path parameter says whose object it names, and every open route why it is open', () => {
    const unsaid = registered.filter((r) => /[:*]/.test(r.url) && !r.url.endsWith('*') && !r.rule?.target).map((r) => r.key);
    const unexplained = registered.filter((r) => (r.rule?.access === 'public' || r.rule?.access === 'signed') && !r.rule.why).map((r) => r.key);
    expect([...new Set(unsaid)], 'add a target: the victim object the parameter names, or fixed params and why nobody owns it').toEqual([]);
    expect([...new Set(unexplained)], 'say why these are open').toEqual([]);
  });

  it('the victim’s objects exist, so the refusals below are about who asks', async () => {
    for (const r of registered) {
      const target = r.rule?.target;
      if (!hasObject(target)) continue;
      const rows = JSON.stringify(await bella.snapshot(target.object));
      expect(rows, `${target.object} for ${r.key}`).toMatch(/\{"/);
    }
    expect((await bella.v.get(`/api/v1/cards/${(await bella.object('privateCard')).params.id}`)).statusCode).toBe(200);
  });
});

describe('who may call what', () => {
  it('an anonymous visitor gets 401 from every user-only and admin route, and changes nothing', async () => {
    const failures: string[] = [];
    for (const r of withAccess('user', 'account', 'admin')) await expectRefused(anonymous, r, [r.rule!.anonymous ?? 401], failures);
    expect(failures).toEqual([]);
  });

  it('a guest and a plain user get 403 from every admin route, and change nothing', async () => {
    const failures: string[] = [];
    for (const r of withAccess('admin')) {
      await expectRefused(guest, r, [403], failures);
      await expectRefused(attacker, r, [403], failures);
    }
    expect(failures).toEqual([]);
  });

  it('a guest gets 403 from every full-account route', async () => {
    const failures: string[] = [];
    for (const r of withAccess('account')) await expectRefused(guest, r, [403], failures);
    expect(failures).toEqual([]);
  });

  it('signed server-to-server routes refuse an unsigned call, even from a signed-in admin', async () => {
    const failures: string[] = [];
    for (const r of withAccess('signed')) await expectRefused(admin, r, [401], failures);
    expect(failures).toEqual([]);
  });
});

describe('IDOR: another user aiming at the victim’s object by id', () => {
  it('gets the contract’s 403/404, never the victim’s data, never a change to the object', async () => {
    const failures: string[] = [];
    const aimed = registered.filter((r) => hasObject(r.rule?.target) && (r.rule!.target as Target).other.length > 0);
    expect(aimed.length).toBeGreaterThan(20);
    for (const r of aimed) {
      const other = (r.rule!.target as Target).other;
      await expectRefused(attacker, r, other, failures);
      // Open routes (show-card, the level test, the game) are aimed at by anonymous visitors too.
      if (r.rule!.access === 'public') await expectRefused(anonymous, r, other, failures);
    }
    expect(failures).toEqual([]);
  });

  it('the victim still has everything afterwards', async () => {
    const card = (await bella.object('privateCard')).params.id;
    const shown = (await bella.v.get(`/api/v1/cards/${card}`)).json().data;
    expect(shown.translation).toBe(VICTIM.translation);
    const bookmarks = (await bella.v.get('/api/v1/feeds/bookmarks')).json().data as Array<{ id: number }>;
    expect(bookmarks.map((c) => c.id)).toContain(Number(card));
    const test = (await bella.object('levelTest')).params.id;
    expect((await bella.v.get(`/api/v1/level-test/${test}`)).statusCode).toBe(200);
  });
});
