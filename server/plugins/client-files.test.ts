import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/harness';
import { loadSampleVocabulary } from '../test/vocabulary';

let t: Awaited<ReturnType<typeof startTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const shell = `<!doctype html><html><head><title>Slovo</title></head><body><div id="app"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const entry = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A build as `vite build` leaves it: each text file with the brotli and gzip copies the precompress step writes. */
function builtDist() {
  const dir = mkdtempSync(join(tmpdir(), 'slovo-dist-'));
  mkdirSync(join(dir, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  };
  write('index.html', shell);
  write('assets/index-abc123.js', entry);
  writeFileSync(join(dir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  return dir;
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('compressed responses', () => {
  it('sends the build’s brotli or gzip copy of an asset as the browser accepts, with Vary, and the plain file otherwise', async () => {
    t = await startTestApp({ staticDir: builtDist() });
    const v = t.visitor();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await v.get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, res.rawPayload)).toBe(entry);
    }
    const tiny = await v.get('/assets/tiny-abc123.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });

  it('sends the HTML shell of a deep link compressed, never cached', async () => {
    t = await startTestApp({ staticDir: builtDist() });
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const res = await t.visitor().get('/cards/42', { accept: 'text/html', 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(encoding, res.rawPayload)).toBe(shell);
    }
  });

  it('compresses a JSON answer that pays (a feed page) and leaves a small one alone', async () => {
    t = await startTestApp();
    await loadSampleVocabulary(t.app.db, t.clock.now());
    const plain = await t.visitor().get('/api/v1/feeds/main');
    const res = await t.visitor().get('/api/v1/feeds/main', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decode('br', res.rawPayload))).toMatchObject({ meta: { anonymous: true } });
    const small = await t.visitor().get('/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
