import { readDataFile, vocabularyFileSchema } from '../../server/modules/vocabulary/data-schema';
import { seededRng } from '../../server/modules/vocabulary/test-items';

/**
 * Draws the random spot check of data/REVIEW.md from the committed vocabulary, so that anyone can replay it:
 *
 *   npx tsx scripts/data/spot-check.ts --seed 20261125 [--low 150] [--high 100] > /tmp/sample.tsv
 *
 * Entries sorted by id form two pools, A1–B1 and B2–C2; indices come from the mulberry32 PRNG (`seededRng`) seeded with --seed
 * (repeats skipped), the low pool first. One TSV line per row: pool, id, level, translations, example, Russian.
 */
export function draw<T>(pool: readonly T[], n: number, next: () => number): T[] {
  const picked = new Set<number>();
  while (picked.size < Math.min(n, pool.length)) picked.add(Math.floor(next() * pool.length));
  return [...picked].map((i) => pool[i]!);
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (process.argv[1] && /spot-check\.ts$/.test(process.argv[1])) {
  const seed = arg('seed', Number.NaN);
  if (!Number.isInteger(seed)) throw new Error('--seed <integer> is required');
  const entries = vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz')).entries;
  const byId = [...entries].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const low = byId.filter((e) => ['a1', 'a2', 'b1'].includes(e.level));
  const high = byId.filter((e) => !['a1', 'a2', 'b1'].includes(e.level));
  const next = seededRng(seed);
  const rows = [
    ...draw(low, arg('low', 150), next).map((e) => ['A1-B1', e] as const),
    ...draw(high, arg('high', 100), next).map((e) => ['B2-C2', e] as const),
  ];
  for (const [pool, e] of rows)
    console.log([pool, e.id, e.level, e.translations.join('; '), e.example?.en ?? '', e.example?.ru ?? '', e.example?.source ?? ''].join('\t'));
}
