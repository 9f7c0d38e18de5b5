/**
 * npm run bench:photos [-- --cards 150 --seed 26]  (also the `photos` part of npm run bench)
 *
 * Rendering a new card photo (issue 26: ≤ 100 ms p99): random base-vocabulary cards, as many whose photo is a
 * picture as typographic ones, each in one of its four variants, go through the path a card's first photo request
 * takes — the photo service (content hash, store look-up) and the real generator (SVG, sharp, WebP), written to a
 * temporary disk store — each size on its own first request (the small one first, as the feed asks), one at a time,
 * so each time is one render's latency. A few renders first warm
 * the process (fonts, the picture data, sharp) as a running server is warm. Prints the wall-clock p50/p99 in ms per
 * kind and size, the CPU time per render (what a render costs, whatever else a shared machine is doing: on a loaded machine
 * the wall clock mostly measures the wait for a core) and the mean WebP sizes.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb } from '../server/db/database';
import { emojiPhotoGenerator, VARIANTS } from '../server/modules/photos/generator';
import { type PhotoCard, diskPhotoStore, inputOf, photoKind, photoService } from '../server/modules/photos/photo.service';
import { GRAMMAR_POS } from '../server/modules/feed/photo-cards';
import { readBaseVocabulary } from '../server/modules/vocabulary/loader';
import { seededRng } from '../server/modules/vocabulary/test-items';

const WARM_UP = 6;
const BUDGET_MS = 100;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export async function photoBench(opts: { cards?: number; seed?: number } = {}) {
  const perKind = opts.cards ?? 150;
  const next = seededRng(opts.seed ?? 26);
  const cards: PhotoCard[] = readBaseVocabulary()
    .entries.filter((e) => !GRAMMAR_POS.includes(e.pos))
    .map((e, id) => ({ id, word: e.headword, example: e.example?.en ?? null, photo_key: null, emoji: e.emoji, pos: e.pos, tags: JSON.stringify(e.topics) }));
  const pick = (kind: 'picture' | 'typographic') => {
    const pool = cards.filter((c) => photoKind(inputOf(c)) === kind);
    return Array.from({ length: perKind }, () => pool[Math.floor(next() * pool.length)]!);
  };
  // Interleaved, so a busy spell of the shared machine falls on both kinds alike.
  const pictures = pick('picture');
  const typographic = pick('typographic');
  const runs = pictures.flatMap((c, i) => [
    { kind: 'picture' as const, card: c, variant: Math.floor(next() * VARIANTS) },
    { kind: 'typographic' as const, card: typographic[i]!, variant: Math.floor(next() * VARIANTS) },
  ]);

  const dir = mkdtempSync(join(tmpdir(), 'slovo-photos-bench-'));
  const db = createDb({ kind: 'sqlite', path: ':memory:' });
  try {
    const photos = photoService({ db, store: diskPhotoStore(dir), generator: emojiPhotoGenerator });
    for (const c of cards.slice(0, WARM_UP)) await photos.ensure(c, 0);
    // Each size is rendered on its own first request (the feed asks for the small one first): timed apart.
    const times = { picture: { small: [] as number[], large: [] as number[] }, typographic: { small: [] as number[], large: [] as number[] } };
    const cpu = { small: [] as number[], large: [] as number[] };
    const sizes = { large: 0, small: 0 };
    const seen = new Set<string>();
    for (const { kind, card, variant } of runs) {
      // A drawn repeat would be a stored photo, not a render: every timed one is new.
      const key = `${card.id}/${variant}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const size of ['small', 'large'] as const) {
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        await photos.ensure(card, variant, undefined, [size]);
        times[kind][size].push(performance.now() - t0);
        const used = process.cpuUsage(cpu0);
        cpu[size].push((used.user + used.system) / 1000);
      }
    }
    for (const name of ['large', 'small'] as const) {
      const files = readdirSync(dir).filter((f) => f.endsWith(`-${name}.webp`));
      sizes[name] = files.reduce((sum, f) => sum + statSync(join(dir, f)).size, 0) / files.length;
    }
    console.log(`\nNew photo render (service + generator, WebP, each size on its first request, one at a time; load average ${loadavg()[0]!.toFixed(1)} on this machine):`);
    for (const kind of ['picture', 'typographic'] as const) {
      for (const size of ['small', 'large'] as const) {
        const t = [...times[kind][size]].sort((a, b) => a - b);
        const p99 = quantile(t, 0.99);
        console.log(`  ${kind.padEnd(12)} ${size.padEnd(5)} ${String(t.length).padStart(4)} renders: p50 ${quantile(t, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${t[t.length - 1]!.toFixed(0)} ms (budget p99 ≤ ${BUDGET_MS} ms${p99 > BUDGET_MS ? ', OVER' : ''})`);
      }
    }
    for (const size of ['small', 'large'] as const) {
      const c = cpu[size].sort((a, b) => a - b);
      console.log(`  CPU time per ${size} render (all threads, whatever the load): p50 ${quantile(c, 0.5).toFixed(0)} ms, p99 ${quantile(c, 0.99).toFixed(0)} ms`);
    }
    console.log(`  mean WebP large ${(sizes.large / 1024).toFixed(1)} KiB, small ${(sizes.small / 1024).toFixed(1)} KiB`);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { cards: { type: 'string' }, seed: { type: 'string' } } });
  await photoBench({ cards: values.cards ? Number(values.cards) : undefined, seed: values.seed ? Number(values.seed) : undefined });
}
