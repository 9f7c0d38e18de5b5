/**
 * npm run bench:level-test — how truthful is the level test? Simulated learners built unlike the test's own model
 * (server/modules/level-test/simulated-learners.ts, described in docs/decisions.md) take the real engine's test;
 * prints, per kind of learner, exact and within-one agreement with the teacher's level, the mean offset in levels,
 * how often the vocabulary range holds the true size (against its stated confidence) and the median test length.
 */
import { parseArgs } from 'node:util';
import { CONFIDENCE } from '../server/modules/level-test/irt';
import { simulate } from '../server/modules/level-test/simulated-learners';

const { values } = parseArgs({ options: { learners: { type: 'string', default: '600' }, seed: { type: 'string', default: '1' } } });
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
console.log(`kind          runs   exact  within1  offset  range covers (stated ${CONFIDENCE * 100}%)  median items`);
for (const f of simulate(Number(values.learners), Number(values.seed))) {
  console.log(`${f.kind.padEnd(13)} ${String(f.runs).padStart(4)} ${pct(f.exact)} ${pct(f.withinOne)}  ${f.meanOffset >= 0 ? '+' : ''}${f.meanOffset.toFixed(2)}   ${pct(f.coverage)}                     ${f.medianItems}`);
}
