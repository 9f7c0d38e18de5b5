/**
 * npm run bench:level-test — how truthful is the level test? Simulated learners built unlike the test's own model
 * (server/modules/level-test/simulated-learners.ts, described in docs/decisions.md) take the real engine's test;
 * prints, per kind of learner, exact and within-one agreement with the teacher's level, the mean offset in levels,
 * how often the vocabulary range holds the true size (against its stated confidence), the median and longest test,
 * then the same over all learners and how many of the true novices (any kind) were called novice.
 * Measure on at least two seeds (3 is the one the goals test asserts, 11 the check): 240 learners a seed move a
 * figure by about 3 points. The minutes are the per-item time model's (simulated-learners.ts, docs/decisions.md);
 * `--db` adds the real ones: the finished tests in the configured database (DATABASE_URL or the SQLite default),
 * their length from start to result and the time between answers, by the server's clock.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config/env';
import { createDb } from '../server/db/database';
import type { TestState } from '../server/modules/level-test/engine';
import { KINDS, type Kind, simulate } from '../server/modules/level-test/simulated-learners';

const { values } = parseArgs({
  options: { learners: { type: 'string', default: '600' }, seed: { type: 'string', default: '1' }, kinds: { type: 'string', default: '' }, db: { type: 'boolean', default: false } },
});
const kinds = values.kinds ? (values.kinds.split(',').filter((k) => (KINDS as readonly string[]).includes(k)) as Kind[]) : KINDS;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const figures = simulate(Number(values.learners), Number(values.seed), kinds);
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
