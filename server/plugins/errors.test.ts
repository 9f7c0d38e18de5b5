import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { precondition } from '../lib/http-errors';
import { startTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof startTestApp>> | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('the error contract', () => {
  it('answers malformed JSON with 400 {message}, never a stack trace', async () => {
    t = await startTestApp();
    const v = t.visitor();
    await v.csrf();
    const res = await v.request({ method: 'POST', url: '/api/v1/logs', payload: '{"err": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('answers an oversize body with 413', async () => {
    t = await startTestApp({ bodyLimit: 2048 });
    const res = await t.visitor().post('/api/v1/logs', { err: 'x', stack: 'y'.repeat(5000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers wrong types with 422 and every failing field', async () => {
    t = await startTestApp();
    const res = await t.visitor().post('/api/v1/logs', { err: 1, info: false });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Must be text (and 1 more error)',
      errors: { err: ['Must be text'], info: ['Must be text'] },
    });
  });

  it('localises field errors with Russian plural forms', async () => {
    t = await startTestApp();
    const v = t.visitor();
    v.headers['accept-language'] = 'ru';
    const res = await v.post('/api/v1/logs', { info: 1, stack: 2, instance: 3 });
    expect(res.json().message).toBe('Поле обязательно для заполнения (и ещё 3 ошибки)');
  });

  it('answers 426 with lastVersion to a client older than the minimum', async () => {
    t = await startTestApp({ minClientVersion: '2.2.0', lastClientVersion: '2.3.1' });
    const old = await t.visitor().get('/api/v1/user', { 'x-version': '2.1.9+abc' });
    expect(old.statusCode).toBe(426);
    expect(old.json()).toEqual({ message: expect.any(String), lastVersion: '2.3.1' });
    expect((await t.visitor().get('/api/v1/user', { 'x-version': '2.2.0+def' })).statusCode).toBe(401);
  });

  it('answers 503 with Retry-After in maintenance mode, while health stays up', async () => {
    t = await startTestApp({ maintenance: true });
    const res = await t.visitor().get('/api/v1/user');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await t.visitor().get('/health')).statusCode).toBe(200);
  });

  it('answers 500 {message} without internals, and 412 {message, code}', async () => {
    t = await startTestApp({}, (app) => {
      app.get('/api/v1/__boom', async () => {
        throw new Error('secret database detail');
      });
      app.get('/api/v1/__blocked', async () => {
        throw precondition('no-steps');
      });
    });
    const boom = await t.visitor().get('/api/v1/__boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ message: 'Server Error' });
    const blocked = await t.visitor().get('/api/v1/__blocked');
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json()).toEqual({ message: 'No moves left for today', code: 'no-steps' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    t = await startTestApp();
    const res = await t.visitor().get('/api/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The route /api/v1/nope could not be found.' });
  });
});

describe('serving the client', () => {
  function fakeDist() {
    const dir = mkdtempSync(join(tmpdir(), 'slovo-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
    return dir;
  }

  it('gives index.html to any app path (history fallback) and never caches it', async () => {
    t = await startTestApp({ staticDir: fakeDist() });
    for (const url of ['/', '/verify-email/1/abc?expires=1', '/password-reset/tok', '/learning']) {
      const res = await t.visitor().get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="app"');
    }
  });

  it('serves hashed assets with immutable cache headers and 404s for missing files', async () => {
    t = await startTestApp({ staticDir: fakeDist() });
    const asset = await t.visitor().get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.visitor().get('/assets/missing-000.js')).statusCode).toBe(404);
    expect((await t.visitor().get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('sets no cookie on cacheable files, even for a signed-in visitor', async () => {
    t = await startTestApp({ staticDir: fakeDist() });
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const asset = await v.get('/assets/index-abc123.js');
    expect(asset.headers['set-cookie']).toBeUndefined();
    expect((await v.get('/api/v1/user')).statusCode).toBe(200);
  });
});
