import { readFileSync } from 'node:fs';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness';
import { ROUTES, routeKey } from './route-access';

/**
 * docs/api.md and the server agree: every route the server registers has a `#### METHOD path` heading, and every
 * heading names a route that exists. Paths in the headings are written as clients call them (`feeds/{name}`,
 * `/photos/{cardId}/…`, `(also /pusher/auth)`), so both sides are compared segment by segment, a `{…}` segment
 * standing for a `:param` one. Built client files are not API routes (route-access.ts lists what is).
 */
const registered = new Set<string>();
let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) {
        const key = routeKey(method, r.url);
        if (method !== 'HEAD' && ROUTES[key] && key !== 'OPTIONS *') registered.add(key);
      }
    },
  });
}, 120_000);
afterAll(() => t?.close());

/** Every `METHOD path` the headings document, with their `(also …)` twins, as `METHOD /segments`. */
function documented(): string[] {
  const out: string[] = [];
  for (const line of readFileSync('docs/api.md', 'utf8').split('\n')) {
    if (!line.startsWith('#### ')) continue;
    let method = '';
    for (const m of line.matchAll(/`(?:(GET|POST|PUT|PATCH|DELETE) )?([^`\s]+)[^`]*`/g)) {
      method = m[1] ?? method;
      if (method) out.push(`${method} ${normalise(m[2]!)}`);
    }
  }
  return [...new Set(out)];
}

/** `api/v1/x?q` → `/x`; `/uploads/…` → `/uploads/*`. */
const normalise = (path: string) =>
  `/${path.replace(/\?.*$/, '').replace(/^\//, '').replace(/^api(\/v1)?\//, '')}`.replace(/…$/, '*');

const segments = (key: string) => key.split(/ |\//).filter(Boolean);
/** A documented `{…}` segment stands for a route's `:param`; a literal one (`feeds/my`) may be a value of it. */
function matches(doc: string, route: string, literalMayFillParam: boolean): boolean {
  const d = segments(doc);
  const r = segments(route);
  if (d.length !== r.length) return false;
  return d.every((s, i) => {
    const rs = r[i]!;
    if (s === rs) return true;
    if (rs.startsWith(':')) return s.includes('{') || literalMayFillParam;
    return false;
  });
}

describe('docs/api.md', () => {
  it('documents every registered route', () => {
    expect(registered.size).toBeGreaterThan(60);
    const docs = documented();
    const undocumented = [...registered].filter((route) => !docs.some((doc) => matches(doc, route, false)));
    expect(undocumented, 'add a #### heading for these to docs/api.md').toEqual([]);
  });

  it('documents no route the server does not have', () => {
    const stale = documented().filter((doc) => ![...registered].some((route) => matches(doc, route, true)));
    expect(stale, 'these headings in docs/api.md name no registered route').toEqual([]);
  });
});
