import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, testConfig } from '../config/env';
import { startTestApp } from '../test/harness';

const INLINE = "document.documentElement.setAttribute('data-x', '1');";
const dir = mkdtempSync(join(tmpdir(), 'slovo-headers-'));
const staticDir = join(dir, 'dist');
const uploadsDir = join(dir, 'uploads');
let t: Awaited<ReturnType<typeof startTestApp>>;
let prod: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  mkdirSync(staticDir, { recursive: true });
  mkdirSync(join(uploadsDir, 'avatars'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="app"></div><script type="module" src="/assets/app.js"></script></body></html>`);
  writeFileSync(join(uploadsDir, 'avatars', 'a.webp'), 'not really webp');
  t = await startTestApp({ staticDir, uploadsDir, appUrl: 'http://127.0.0.1:8080' });
  prod = await startTestApp({ staticDir, uploadsDir, appUrl: 'https://slovo.example', env: 'production', frameAncestors: [] });
});
afterAll(async () => {
  await t.close();
  await prod.close();
  rmSync(dir, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name!, values]));

describe('security headers', () => {
  it('the shell gets a CSP that only VK may frame, with the inline theme script allowed by its hash', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/feed' });
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['frame-ancestors']).toEqual(["'self'", 'https://vk.com', 'https://*.vk.com', 'https://vk.ru', 'https://*.vk.ru', 'https://web.vk.me', 'https://*.vk-apps.com']);
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    // Besides our own scripts only the goal counter's (src/shared/goals).
    expect(csp['script-src']).toEqual(["'self'", hash, 'https://mc.yandex.ru', 'https://mc.yandex.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss://slovo.example', 'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com']));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('outside production: no HSTS, no upgrade of http, and the local stand-in container may frame the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(csp['frame-ancestors']).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*']));
    expect(csp['connect-src']).toContain('ws://127.0.0.1:8080');
  });

  it('nosniff on every answer: API JSON, errors, uploads and photos', async () => {
    for (const url of ['/api/v1/feeds/main', '/api/v1/user', '/api/v1/nowhere', '/uploads/avatars/a.webp', '/photos/1/0/000000000000-small.webp', '/health']) {
      const res = await prod.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    // Photos and avatars are shown by the VK-hosted client, another origin.
    expect((await prod.app.inject({ method: 'GET', url: '/uploads/avatars/a.webp' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets the client open its socket on the realtime host the build was told (VITE_REVERB_HOST/PORT)', async () => {
    const base = testConfig();
    const client = parseConfig({ APP_KEY: 'test-key-test-key-test-key-test-key-0123', VITE_REVERB_HOST: 'rt.slovo.example', VITE_REVERB_PORT: '6001' }).realtime.client;
    expect(client).toEqual({ host: 'rt.slovo.example', port: 6001, scheme: null });
    const separate = await startTestApp({ staticDir, appUrl: 'https://slovo.example', realtime: { ...base.realtime, client } });
    try {
      const csp = directives((await separate.app.inject({ method: 'GET', url: '/feed' })).headers['content-security-policy'] as string);
      // TLS because the app is on https, as the client decides; the app's own socket stays allowed.
      expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss://slovo.example', 'wss://rt.slovo.example:6001']));
    } finally {
      await separate.close();
    }
    // Unset, nothing beyond the app's own origin is allowed.
    const own = directives((await prod.app.inject({ method: 'GET', url: '/feed' })).headers['content-security-policy'] as string);
    expect(own['connect-src']!.filter((s) => s.startsWith('ws'))).toEqual(['wss://slovo.example']);
  });
});
