/**
 * The re-levelling figure `npm run data:verify` prints (issue 26: "6.5% of sampled A1–B1 entries are two or more
 * levels too early"): what the rule moved in this build, what the review of the rows it cannot decide moved, and each
 * judged random sample of A1–B1 entries in data/review/ (relevel-sample-*.tsv, see decision 0040).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildSummary } from './build';
import { DATA } from './paths';

const REVIEW = join(DATA, 'review');
/** The share of a sample judged two or more levels too early that the issue accepts. */
export const EARLY_TARGET = 0.03;

const rows = (file: string) =>
  readFileSync(join(REVIEW, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#') && !l.startsWith('id\t'))
    .map((l) => l.split('\t'));

/** Each judged sample, in name order: its rows and how many were judged `early` (verdict column). */
export function judgedSamples(): Array<{ file: string; rows: number; early: number }> {
  return readdirSync(REVIEW)
    .filter((f) => /^relevel-sample-.*\.tsv$/.test(f))
    .sort()
    .map((file) => {
      const r = rows(file);
      return { file, rows: r.length, early: r.filter((x) => x[4] === 'early').length };
    });
}

/** Printed for the record: a sample is a reviewer's judgement, not something a rebuild can change. */
export function levelFigures(summary: BuildSummary): string {
  const review = rows('relevel-candidates.tsv');
  const lines = [
    `Re-levelling: the rule moved ${summary.relevelledByRule.b2 + summary.relevelledByRule.c1} B1 rows (→ B2 ${summary.relevelledByRule.b2}, → C1 ${summary.relevelledByRule.c1}); ` +
      `the review of the rows it leaves (data/review/relevel-candidates.tsv) moved ${review.filter((r) => r[6] === 'early').length} of ${review.length}; the topic sets lowered ${summary.loweredBySets}`,
  ];
  const samples = judgedSamples();
  for (const s of samples)
    lines.push(`  ${s.file}: ${s.early} of ${s.rows} A1–B1 entries two or more levels too early (${((s.early / s.rows) * 100).toFixed(1)}%, target ≤ ${EARLY_TARGET * 100}%)`);
  return lines.join('\n');
}
