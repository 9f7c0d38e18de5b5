import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIDENCE } from './irt';
import { type KindFigures, simulate } from './simulated-learners';

/**
 * The level test against learners NOT drawn from its model, on a fixed seed (npm run bench:level-test prints the
 * full figures). Each kind is held to the goals it meets today; shortfalls are written down in docs/decisions.md.
 */
describe('the level test against simulated learners', () => {
  let figures: Record<string, KindFigures>;
  beforeAll(() => {
    figures = Object.fromEntries(simulate(240, 3).map((f) => [f.kind, f]));
  }, 180_000);

  it('names the exact level for at least 70% of frequency-driven, steep, overclaiming and novice learners', () => {
    for (const kind of ['frequency', 'steep', 'overclaimer', 'novice'] as const) expect(figures[kind]!.exact, kind).toBeGreaterThanOrEqual(0.7);
  });

  it('is within one level for at least 95% of every kind but the level-by-level learners', () => {
    for (const kind of ['frequency', 'steep', 'flat', 'overclaimer', 'half-skipper', 'novice'] as const) expect(figures[kind]!.withinOne, kind).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps its vocabulary range honest: coverage within 5 points of the stated confidence over frequency-driven learners', () => {
    const kinds = ['frequency', 'steep', 'flat', 'overclaimer'] as const;
    const coverage = kinds.reduce((s, k) => s + figures[k]!.coverage, 0) / kinds.length;
    expect(Math.abs(coverage - CONFIDENCE)).toBeLessThanOrEqual(0.05);
  });

  it('asks at most 25 items', () => {
    for (const f of Object.values(figures)) expect(f.medianItems).toBeLessThanOrEqual(25);
  });
});
