import { default_w } from 'ts-fsrs';
import type { ReviewPoint } from './fsrs-items';
import { longTermCount, trainingHistories } from './fsrs-items';
import { computeParametersIsolated } from './isolated-optimizer';

/** Stored beside every fit, so parameters from another optimizer version can be told apart (and re-fitted). */
export const OPTIMIZER = 'fsrs-rs binding 0.5.0';

/**
 * fsrs-rs's published thresholds: from 8 reviews it fits the first-review stabilities (w0–w3) only, from 64 all
 * 21 parameters. A learner is fitted again once their count has doubled since the last fit.
 */
export const FIT_THRESHOLDS = { initial: 8, full: 64 } as const;

export type FitScope = 'initial' | 'full';

export function scopeFor(count: number): FitScope | null {
  if (count >= FIT_THRESHOLDS.full) return 'full';
  if (count >= FIT_THRESHOLDS.initial) return 'initial';
  return null;
}

export function needsFit(count: number, last: { review_count: number; optimizer: string } | undefined): boolean {
  if (scopeFor(count) === null) return false;
  if (!last || last.optimizer !== OPTIMIZER) return true;
  return count >= 2 * last.review_count;
}

/**
 * Fits FSRS-6 parameters to one learner's reviews (counted as stored rows). Below the full threshold only w0–w3 are
 * taken from the fit and the rest stay at their defaults (fsrs-rs does the same; enforced here so the stored scope
 * is true). params is null when the reviews hold nothing to learn from yet (no review a day or more after another).
 */
export async function fitParameters(reviews: ReviewPoint[]): Promise<{ params: number[] | null; scope: FitScope; count: number } | null> {
  const count = reviews.length;
  const scope = scopeFor(count);
  if (!scope) return null;
  if (longTermCount(reviews) === 0) return { params: null, scope, count };
  const fitted = await computeParametersIsolated(trainingHistories(reviews), { enableShortTerm: true, numRelearningSteps: 1 });
  if (fitted.length !== default_w.length || fitted.some((w) => !Number.isFinite(w))) throw new Error(`optimizer returned ${fitted.length} parameters`);
  const params = scope === 'full' ? fitted : [...fitted.slice(0, 4), ...default_w.slice(4)];
  return { params, scope, count };
}
