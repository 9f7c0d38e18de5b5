/**
 * npm run bench:level-test — how truthful is the level test? Simulated learners built unlike the test's own model
 * (server/modules/level-test/simulated-learners.ts, described in docs/decisions/) take the real engine's test;
 * prints, per kind of learner, exact and within-one agreement with the teacher's level, the mean offset in levels,
 * how often the vocabulary range holds the true size (against its stated confidence), the median and longest test,
 * then the same over all learners and how many of the true novices (any kind) were called novice.
 * Measure on at least two seeds (3 is the one the goals test asserts, 11 the check): 240 learners a seed move a
 * figure by about 3 points. The minutes are the per-item time model's (simulated-learners.ts, docs/decisions/);
 * `--db` adds the real ones: the finished tests in the configured database (DATABASE_URL or the SQLite default),
 * their length from start to result and the time between answers, by the server's clock. `--detail` says where the
 * misses come from: per kind and true level, the share named exactly, one below and one above; whether the ranges
 * that missed lay above or below the true size; and the range's coverage per stated confidence and per reported level
 * (what the test can see when it states a confidence).
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config/env';
import { createDb } from '../server/db/database';
import type { TestState } from '../server/modules/level-test/engine';
import { KINDS, type Kind, type LearnerOutcome, simulateLearners, summarise } from '../server/modules/level-test/simulated-learners';

const { values } = parseArgs({
  options: { learners: { type: 'string', default: '600' }, seed: { type: 'string', default: '1' }, kinds: { type: 'string', default: '' }, db: { type: 'boolean', default: false }, detail: { type: 'boolean', default: false } },
});
const kinds = values.kinds ? (values.kinds.split(',').filter((k) => (KINDS as readonly string[]).includes(k)) as Kind[]) : KINDS;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const outcomes = simulateLearners(Number(values.learners), Number(values.seed), kinds);
const figures = kinds.map((kind) => summarise(kind, outcomes.filter((o) => o.kind === kind)));
console.log(`seed ${values.seed}, ${values.learners} learners a kind`);
console.log(`kind          runs   exact  within1  offset  range covers (stated)  median items  longest  median minutes  novices named`);
for (const f of figures) {
  console.log(
    `${f.kind.padEnd(13)} ${String(f.runs).padStart(4)} ${pct(f.exact)} ${pct(f.withinOne)}  ${f.meanOffset >= 0 ? '+' : ''}${f.meanOffset.toFixed(2)}   ${pct(f.coverage)} (${pct(f.stated).trim()})      ${String(f.medianItems).padStart(2)}            ${f.longestItems}       ${f.medianMinutes.toFixed(1)}            ${f.novicesNamed}/${f.novices}`,
  );
}
const runs = figures.reduce((s, f) => s + f.runs, 0);
const mean = (key: 'exact' | 'withinOne' | 'coverage' | 'stated') => figures.reduce((s, f) => s + f[key] * f.runs, 0) / runs;
console.log(`${'all'.padEnd(13)} ${String(runs).padStart(4)} ${pct(mean('exact'))} ${pct(mean('withinOne'))}           ${pct(mean('coverage'))} (${pct(mean('stated')).trim()})`);
const novices = figures.reduce((s, f) => s + f.novices, 0);
const named = figures.reduce((s, f) => s + f.novicesNamed, 0);
console.log(`true novices (any kind) called novice: ${named}/${novices}${novices ? ` (${pct(named / novices).trim()})` : ''}`);

if (values.detail) {
  // Where the misses come from: per kind and true level, how often the test named it, one below, one above; and
  // whether the ranges that missed were too high or too low (bias) or missed by little (width).
  const order = ['novice', 'a1', 'a2', 'b1', 'b2', 'c1', 'c2'];
  for (const kind of kinds) {
    const mine = outcomes.filter((o) => o.kind === kind);
    const cells = order
      .map((lv) => {
        const at = mine.filter((o) => o.trueLevel === lv);
        if (!at.length) return '';
        const d = at.map((o) => order.indexOf(o.level) - order.indexOf(lv));
        const share = (f: (x: number) => boolean) => Math.round((100 * d.filter(f).length) / at.length);
        return `${lv} ${at.length}: ${share((x) => x === 0)}% (−${share((x) => x < 0)} +${share((x) => x > 0)})`;
      })
      .filter(Boolean);
    const low = mine.filter((o) => o.trueSize < o.vocabulary.low);
    const high = mine.filter((o) => o.trueSize > o.vocabulary.high);
    const relWidth = mine.map((o) => (o.vocabulary.high - o.vocabulary.low) / Math.max(o.trueSize, 50)).sort((a, b) => a - b);
    console.log(`${kind.padEnd(13)} exact by true level: ${cells.join(', ')}`);
    const over3 = mine.filter((o) => o.minutes > 3).length / mine.length;
    const sortedMinutes = mine.map((o) => o.minutes).sort((a, b) => a - b);
    console.log(`${''.padEnd(13)} tests over 3 minutes (time model): ${pct(over3).trim()}; 90th percentile ${sortedMinutes[Math.floor(mine.length * 0.9)]!.toFixed(1)} min`);
    console.log(`${''.padEnd(13)} range misses: true size under the range ${pct(low.length / mine.length).trim()}, over it ${pct(high.length / mine.length).trim()}; median width ${pct(relWidth[Math.floor(relWidth.length / 2)]!).trim()} of the true size`);
  }
  // Calibration by what the test can see: coverage per stated confidence and per reported level.
  const coverageOf = (xs: LearnerOutcome[]) => xs.filter((o) => o.trueSize >= o.vocabulary.low && o.trueSize <= o.vocabulary.high).length / xs.length;
  for (const c of [...new Set(outcomes.map((o) => o.vocabulary.confidence))].sort()) {
    const xs = outcomes.filter((o) => o.vocabulary.confidence === c);
    console.log(`stated ${c}: ${xs.length} results, range covers ${pct(coverageOf(xs)).trim()}`);
  }
  for (const lv of order) {
    const xs = outcomes.filter((o) => o.level === lv);
    if (xs.length) console.log(`reported ${lv}: ${xs.length} results, range covers ${pct(coverageOf(xs)).trim()} (stated ${pct(xs.reduce((a, o) => a + o.vocabulary.confidence, 0) / xs.length).trim()})`);
  }
}

if (values.db) {
  const db = createDb(parseConfig().database);
  const rows = await db.selectFrom('level_tests').select(['state', 'started_at', 'finished_at']).where('finished_at', 'is not', null).execute();
  await db.destroy();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const minutes = rows.map((r) => (r.finished_at! - r.started_at) / 60_000);
  const items = rows.map((r) => (JSON.parse(r.state) as TestState).asked.filter((a) => a.choice !== undefined).length);
  // Time between consecutive answers (tests finished before answers carried their time have none).
  const gaps = rows.flatMap((r) => {
    const at = (JSON.parse(r.state) as TestState).asked.map((a) => a.answeredAt).filter((t): t is number => t !== undefined);
    return at.slice(1).map((t, i) => (t - at[i]!) / 1000);
  });
  console.log(
    rows.length === 0
      ? 'database: no finished level tests'
      : `database: ${rows.length} finished tests, median ${median(minutes)!.toFixed(1)} minutes, median ${median(items)} items` +
          (gaps.length ? `, median ${median(gaps)!.toFixed(1)} s between answers (${gaps.length} answers)` : ''),
  );
}
