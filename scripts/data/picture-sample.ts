/**
 * Draws a seeded random sample of base-collection cards with a picture for the blind relevance review of issue 26
 * (data/review/pictures-sample.tsv), renders each card's photo in the variant the feed shows, and makes contact
 * sheets labelled only with the number and the example, so the reviewer judges from the picture and the example alone.
 *
 *   npx tsx scripts/data/picture-sample.ts --name s5 --n 100 --out /work/shots/review/s5
 *   npx tsx scripts/data/picture-sample.ts --name s6 --n 60 --changed-since ce8ed56 --exclude s5 --out ...
 *
 * --n cards are split over the levels in proportion to their pictured cards (largest remainder); --changed-since
 * draws only from cards whose reviewed mapping in data/pictures.json differs from that commit's; --exclude leaves
 * out the cards of earlier samples (a name in the record, or a rows.tsv path). Writes <out>/rows.tsv (the record's columns, verdict empty: the
 * icons are there for the record, not for the reviewer) and <out>/sheet-NN.png.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { GRAMMAR_POS } from '../../server/modules/feed/photo-cards';
import { readBaseVocabulary } from '../../server/modules/vocabulary/loader';
import type { VocabularyEntry } from '../../server/modules/vocabulary/data-schema';
import { renderSheets } from './picture-sheets';
import { entryPicture } from './verify-pictures';

const RECORD = 'data/review/pictures-sample.tsv';

const { values: args } = parseArgs({
  options: {
    name: { type: 'string' },
    n: { type: 'string' },
    out: { type: 'string' },
    'changed-since': { type: 'string' },
    exclude: { type: 'string', multiple: true, default: [] },
  },
});
if (!args.name || !args.n || !args.out) throw new Error('Usage: --name s5 --n 100 --out DIR [--changed-since REV] [--exclude s5]');
const [name, n, out] = [args.name, Number(args.n), args.out];

/** Mulberry32 seeded by the sample's name: the same name draws the same cards from the same data. */
function random(seed: string) {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const reviewedKey = (e: VocabularyEntry, entries: Record<string, unknown>) => {
  const word = e.headword.trim().toLowerCase();
  return `${word}~${e.pos}` in entries ? `${word}~${e.pos}` : word in entries ? word : null;
};

function changedKeys(rev: string): Set<string> {
  const read = (text: string) => (JSON.parse(text) as { entries: Record<string, string[]> }).entries;
  const before = read(execFileSync('git', ['show', `${rev}:data/pictures.json`], { encoding: 'utf8', maxBuffer: 1 << 26 }));
  const now = read(readFileSync('data/pictures.json', 'utf8'));
  return new Set(Object.keys(now).filter((k) => JSON.stringify(now[k]) !== JSON.stringify(before[k])));
}

// A sample's name (its rows in the record) or a rows file of a sample not yet recorded.
const excluded = new Set(
  args.exclude.flatMap((x) =>
    readFileSync(x.includes('/') ? x : RECORD, 'utf8')
      .split('\n')
      .map((l) => l.split('\t'))
      .filter((c) => x.includes('/') || c[0] === x)
      .map((c) => c[2]),
  ),
);
const now = JSON.parse(readFileSync('data/pictures.json', 'utf8')).entries as Record<string, unknown>;
const changed = args['changed-since'] ? changedKeys(args['changed-since']) : null;
const pool = readBaseVocabulary().entries.filter((e) => {
  if (GRAMMAR_POS.includes(e.pos) || excluded.has(e.id) || entryPicture(e).kind !== 'picture') return false;
  const key = changed && reviewedKey(e, now);
  return !changed || (key !== null && changed.has(key));
});

// Proportional allocation over the levels (largest remainder), then a seeded shuffle within each level.
const byLevel = CEFR_LEVELS.map((level) => pool.filter((e) => e.level === level));
const quotas = byLevel.map((cards) => (cards.length * Math.min(n, pool.length)) / pool.length);
const counts = quotas.map(Math.floor);
const order = quotas.map((q, i) => [q - Math.floor(q), i] as const).sort((a, b) => b[0] - a[0]);
for (let k = 0; counts.reduce((s, c) => s + c, 0) < Math.min(n, pool.length); k++) counts[order[k % order.length]![1]]!++;
const next = random(name);
const sample = byLevel.flatMap((cards, i) => {
  const deck = [...cards];
  for (let j = deck.length - 1; j > 0; j--) {
    const r = Math.floor(next() * (j + 1));
    [deck[j], deck[r]] = [deck[r]!, deck[j]!];
  }
  return deck.slice(0, counts[i]);
});
// Judged in a shuffled order, not level by level.
for (let j = sample.length - 1; j > 0; j--) {
  const r = Math.floor(next() * (j + 1));
  [sample[j], sample[r]] = [sample[r]!, sample[j]!];
}

const rendered = await renderSheets(name, sample, out, (i, e) => `${i}. ${e.example?.en ?? ''}`);
console.log(`${name}: ${rendered} cards from a pool of ${pool.length} (${CEFR_LEVELS.map((l, i) => `${l} ${counts[i]}`).join(', ')}) in ${out}`);
