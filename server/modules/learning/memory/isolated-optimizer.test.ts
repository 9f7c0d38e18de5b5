import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trainingHistories, type ReviewPoint } from './fsrs-items';
import { computeParametersIsolated } from './isolated-optimizer';

const options = { enableShortTerm: true, numRelearningSteps: 1 };

describe('the optimizer in its own process', () => {
  it('turns a native panic into a rejected fit, and this process goes on', async () => {
    // An item whose reviews all fell on one day: fsrs-rs aborts its process on it.
    const sameDay = [[{ rating: 3, deltaT: 0 }, { rating: 1, deltaT: 0 }]];
    await expect(computeParametersIsolated(sameDay, options)).rejects.toThrow(/optimizer crashed \(SIGABRT\).*delta_t > 0/);
    const params = await computeParametersIsolated([[{ rating: 3, deltaT: 0 }, { rating: 3, deltaT: 2 }]], options);
    expect(params).toHaveLength(21);
  });

  it('is stopped when it runs past its time', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => [{ rating: 3, deltaT: 0 }, { rating: 1 + (i % 4), deltaT: 1 + (i % 9) }]);
    await expect(computeParametersIsolated(many, options, 1)).rejects.toThrow(/timed out after 1 ms/);
  });
});

describe('training items', () => {
  it('never hold an item the optimizer rejects, whatever the days of the reviews', () => {
    const review = fc.record({ cardId: fc.integer({ min: 1, max: 4 }), rating: fc.integer({ min: 1, max: 4 }), dayOffset: fc.integer({ min: 0, max: 5 }) });
    fc.assert(
      fc.property(fc.array(review, { maxLength: 30 }), (list) => {
        const reviews: ReviewPoint[] = list.map((r, i) => ({ cardId: r.cardId, rating: r.rating, day: `2026-01-0${1 + r.dayOffset}`, at: i }));
        for (const item of trainingHistories(reviews)) expect(item.some((r) => r.deltaT > 0)).toBe(true);
      }),
    );
  });
});
