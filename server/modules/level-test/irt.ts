import { CEFR_LEVELS, type CefrLevel } from '../../domain/levels';

/**
 * The level test's measurement model: Rasch with guessing (4 options → a 25% floor). Each CEFR level has a
 * difficulty on the ability scale; ability is estimated after every answer as the posterior mean (EAP) on a grid,
 * which is stable from the first answer on, unlike maximum likelihood.
 */
export const LEVEL_DIFFICULTY: Record<CefrLevel, number> = { a1: -2.5, a2: -1.5, b1: -0.5, b2: 0.5, c1: 1.5, c2: 2.5 };
export type TestLevel = CefrLevel;
export const TEST_LEVELS: readonly TestLevel[] = CEFR_LEVELS;
export const GUESS = 0.25;

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** Probability of a right answer at ability θ for an item of difficulty b (a skip is never right). */
export const pCorrect = (theta: number, b: number) => GUESS + (1 - GUESS) * logistic(theta - b);
/** Probability of really knowing a word of difficulty b. */
export const pKnow = (theta: number, b: number) => logistic(theta - b);

const GRID = Array.from({ length: 161 }, (_, i) => -5 + i * 0.0625);

export interface Response {
  level: TestLevel;
  correct: boolean;
  skipped: boolean;
}

/**
 * EAP estimate with a normal prior around the entry point. Three outcomes, not two: a learner who knows the word
 * answers right; one who does not either skips (with their own skip tendency s) or guesses among four options.
 * So P(right) = k + (1−k)(1−s)/4, P(skip) = (1−k)s, P(wrong) = (1−k)(1−s)·3/4, with k the probability of knowing.
 * s is estimated from the test itself: among answers that were not known, the share of skips (skips / (skips +
 * wrong answers), smoothed), which keeps both careful skippers and bold guessers unbiased.
 */
export function estimate(responses: Response[], priorMean: number, priorSd = 2) {
  const skips = responses.filter((r) => r.skipped).length;
  const wrong = responses.filter((r) => !r.skipped && !r.correct).length;
  const s = (skips + 0.5) / (skips + wrong + 1);
  const logPost = GRID.map((theta) => {
    let lp = -((theta - priorMean) ** 2) / (2 * priorSd ** 2);
    for (const r of responses) {
      const k = pKnow(theta, LEVEL_DIFFICULTY[r.level]);
      const p = r.correct ? k + ((1 - k) * (1 - s)) / 4 : r.skipped ? (1 - k) * s : ((1 - k) * (1 - s) * 3) / 4;
      lp += Math.log(Math.max(p, 1e-12));
    }
    return lp;
  });
  const max = Math.max(...logPost);
  const w = logPost.map((l) => Math.exp(l - max));
  const total = w.reduce((a, b) => a + b, 0);
  const mean = GRID.reduce((s, t, i) => s + t * w[i]!, 0) / total;
  const variance = GRID.reduce((s, t, i) => s + (t - mean) ** 2 * w[i]!, 0) / total;
  return { theta: mean, se: Math.sqrt(variance) };
}

/** The level to ask next: the one whose difficulty is nearest the current estimate (most informative item). */
export function nextLevelFor(theta: number): TestLevel {
  return TEST_LEVELS.reduce((best, l) => (Math.abs(LEVEL_DIFFICULTY[l] - theta) < Math.abs(LEVEL_DIFFICULTY[best] - theta) ? l : best), 'a1');
}

/** Cut points halfway between level difficulties; far below A1 is "novice". */
export function levelFromTheta(theta: number): 'novice' | TestLevel {
  if (theta < -3.5) return 'novice';
  if (theta < -2) return 'a1';
  if (theta < -1) return 'a2';
  if (theta < 0) return 'b1';
  if (theta < 1) return 'b2';
  if (theta < 2) return 'c1';
  return 'c2';
}

/**
 * Estimated vocabulary size: for each level, the words in our list at that level times the probability of knowing
 * one. The margin is the size at one standard error either side.
 */
export function vocabularySize(theta: number, se: number, wordsPerLevel: Record<TestLevel, number>) {
  const size = (t: number) => Math.round(TEST_LEVELS.reduce((s, l) => s + wordsPerLevel[l] * pKnow(t, LEVEL_DIFFICULTY[l]), 0));
  const value = size(theta);
  return { value, low: size(theta - se), high: size(theta + se), margin: Math.round((size(theta + se) - size(theta - se)) / 2) };
}
