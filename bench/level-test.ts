/**
 * npm run bench:level-test — how truthful is the level test? Simulated learners built unlike the test's own model
 * (server/modules/level-test/simulated-learners.ts, described in docs/decisions.md) take the real engine's test;
 * prints, per kind of learner, exact and within-one agreement with the teacher's level, the mean offset in levels,
 * how often the vocabulary range holds the true size (against its stated confidence), the median and longest test,
 * then the same over all learners and how many of the true novices (any kind) were called novice.
 * Measure on at least two seeds (3 is the one the goals test asserts, 11 the check): 240 learners a seed move a
 * figure by about 3 points.
 */
import { parseArgs } from 'node:util';
import { CONFIDENCE } from '../server/modules/level-test/irt';
import { KINDS, type Kind, simulate } from '../server/modules/level-test/simulated-learners';

const { values } = parseArgs({
  options: { learners: { type: 'string', default: '600' }, seed: { type: 'string', default: '1' }, kinds: { type: 'string', default: '' } },
});
const kinds = values.kinds ? (values.kinds.split(',').filter((k) => (KINDS as readonly string[]).includes(k)) as Kind[]) : KINDS;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
const figures = simulate(Number(values.learners), Number(values.seed), kinds);
console.log(`seed ${values.seed}, ${values.learners} learners a kind`);
console.log(`kind          runs   exact  within1  offset  range covers (stated ${CONFIDENCE * 100}%)  median items  longest  novices named`);
for (const f of figures) {
  console.log(
    `${f.kind.padEnd(13)} ${String(f.runs).padStart(4)} ${pct(f.exact)} ${pct(f.withinOne)}  ${f.meanOffset >= 0 ? '+' : ''}${f.meanOffset.toFixed(2)}   ${pct(f.coverage)}                     ${String(f.medianItems).padStart(2)}            ${f.longestItems}      ${f.novicesNamed}/${f.novices}`,
  );
}
const runs = figures.reduce((s, f) => s + f.runs, 0);
const mean = (key: 'exact' | 'withinOne' | 'coverage') => figures.reduce((s, f) => s + f[key] * f.runs, 0) / runs;
console.log(`${'all'.padEnd(13)} ${String(runs).padStart(4)} ${pct(mean('exact'))} ${pct(mean('withinOne'))}           ${pct(mean('coverage'))}`);
const novices = figures.reduce((s, f) => s + f.novices, 0);
const named = figures.reduce((s, f) => s + f.novicesNamed, 0);
console.log(`true novices (any kind) called novice: ${named}/${novices}${novices ? ` (${pct(named / novices).trim()})` : ''}`);
