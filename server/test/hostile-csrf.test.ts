import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './harness';
import { logicalUrl as logical, ROUTES } from './route-access';

/**
 * Hostile suite, generated from the real routes: every state-changing route, called with a signed-in cookie session
 * but without the XSRF token (what a cross-site form or fetch can do), must answer 419 and change nothing.
 * The only routes allowed to skip CSRF are those whose entry in route-access.ts says what proves them instead
 * (`csrfExempt`); a new route that opts out fails this test until it is reviewed there.
 */
const CSRF_EXEMPT = Object.fromEntries(Object.entries(ROUTES).flatMap(([key, rule]) => (rule.csrfExempt ? [[key, rule.csrfExempt]] : [])));

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const routes: Array<{ method: string; url: string; csrf: boolean }> = [];
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    onRoute: (r: RouteOptions) => {
      for (const method of [r.method].flat()) {
        if (UNSAFE.includes(method)) routes.push({ method, url: r.url, csrf: (r.config as { csrf?: boolean } | undefined)?.csrf !== false });
      }
    },
  });
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (name === 'provider' ? 'vkid' : name.toLowerCase().includes('id') ? '1' : 'x'));

describe('CSRF on every state-changing route (enumerated from the registered routes)', () => {
  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it('only the reviewed routes opt out of CSRF', () => {
    const optedOut = [...new Set(routes.filter((r) => !r.csrf).map((r) => `${r.method} ${logical(r.url)}`))].sort();
    const unreviewed = optedOut.filter((k) => !(k in CSRF_EXEMPT));
    expect(unreviewed, 'these skip CSRF without a reviewed proof: give them a csrfExempt reason in route-access.ts, or remove csrf: false').toEqual([]);
  });

  it('every other one answers 419 to a signed-in cookie session without the XSRF token', async () => {
    const v = t.visitor();
    expect((await v.post('/api/v1/auth/guest', { timezone: 'UTC' })).statusCode).toBe(201);
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.csrf)) {
      const res = await v.request({ method: r.method as 'POST', url: concrete(r.url), xsrf: false, payload: {} });
      if (res.statusCode !== 419 && res.statusCode !== 429) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The guest is still signed in: nothing above logged it out or deleted it.
    expect((await v.get('/api/v1/user')).statusCode).toBe(200);
  });
});
