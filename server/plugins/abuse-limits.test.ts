import { afterEach, describe, expect, it } from 'vitest';
import { renderSlots } from '../modules/photos/photo.service';
import { startTestApp } from '../test/harness';
import { loadSampleVocabulary } from '../test/vocabulary';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let t: Awaited<ReturnType<typeof startTestApp>> | null = null;
const dirs: string[] = [];
afterEach(async () => {
  await t?.close();
  t = null;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('rate limits count per logical endpoint', () => {
  it('/api/v1/x and /api/x share one budget', async () => {
    t = await startTestApp();
    const v = t.visitor();
    const statuses = [];
    // forgot-password allows 5 a minute per IP.
    for (const base of ['/api/v1', '/api', '/api/v1', '/api', '/api/v1', '/api']) {
      statuses.push((await v.post(`${base}/forgot-password`, { email: 'nobody@example.com' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('the IP allowlist still exempts trusted callers', async () => {
    t = await startTestApp({ rateLimitAllowList: ['127.0.0.1'] });
    const v = t.visitor();
    for (let i = 0; i < 7; i++) expect((await v.post('/api/v1/forgot-password', { email: 'nobody@example.com' })).statusCode).toBe(200);
  });
});

describe('the photo renderer cannot be used to burn the CPU', () => {
  it('one IP may start only PHOTO_RENDERS_PER_MINUTE renders; stored photos are still served', async () => {
    const photosDir = mkdtempSync(join(tmpdir(), 'slovo-photos-'));
    dirs.push(photosDir);
    t = await startTestApp({ photosDir, photoRenders: { concurrency: 2, perMinute: 2 } });
    await loadSampleVocabulary(t.app.db, t.clock.now(), 10);
    const cards = (await t.visitor().get('/api/v1/feeds/main?limit=5')).json().data as Array<{ photos: { small: string } }>;
    const get = (url: string) => t!.app.inject({ method: 'GET', url });
    expect((await get(cards[0]!.photos.small)).statusCode).toBe(200);
    expect((await get(cards[1]!.photos.small)).statusCode).toBe(200);
    const third = await get(cards[2]!.photos.small);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Already rendered: free. Each size is a render of its own, so the large one not drawn yet waits like any other.
    expect((await get(cards[0]!.photos.small)).statusCode).toBe(200);
    expect((await get(cards[1]!.photos.small)).statusCode).toBe(200);
    expect((await get(cards[1]!.photos.small.replace('-small', '-large'))).statusCode).toBe(429);
  });

  it('renders run at most N at once, and a full queue is refused with 429', async () => {
    const run = renderSlots(2);
    let active = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      new Promise<void>((resolve) => {
        active++;
        peak = Math.max(peak, active);
        releases.push(() => {
          active--;
          resolve();
        });
      });
    const jobs = Array.from({ length: 34 }, () => run(task));
    const overflow = run(task);
    await expect(overflow).rejects.toMatchObject({ status: 429 });
    // Release everything, one at a time, as renders finish.
    let done = 0;
    while (done < 34) {
      await new Promise((r) => setImmediate(r));
      const next = releases.shift();
      if (next) {
        next();
        done++;
      }
    }
    await Promise.all(jobs);
    expect(peak).toBe(2);
  });
});
