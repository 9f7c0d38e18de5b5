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
  // How sure the test is of the level it would report now: the posterior mass within that level's band.
  const level = levelFromTheta(mean);
  const sure = GRID.reduce((s, t, i) => s + (levelFromTheta(t) === level ? w[i]! : 0), 0) / total;
  return { theta: mean, se: Math.sqrt(variance), sure };
}

/** The level to ask next: the one whose difficulty is nearest the current estimate (most informative item). */
export function nextLevelFor(theta: number): TestLevel {
  return TEST_LEVELS.reduce((best, l) => (Math.abs(LEVEL_DIFFICULTY[l] - theta) < Math.abs(LEVEL_DIFFICULTY[best] - theta) ? l : best), 'a1');
}

/**
 * The level in a teacher's terms: you are at a level when you know at least half of its words. In the model a
 * word of level L is known with probability ½ exactly at θ = b_L, so the cut points are the level difficulties
 * themselves: "B1" means at least half of B1 and less than half of B2. Below half of A1 is "novice".
 */
export function levelFromTheta(theta: number): 'novice' | TestLevel {
  let reached: 'novice' | TestLevel = 'novice';
  for (const l of TEST_LEVELS) if (theta >= LEVEL_DIFFICULTY[l]) reached = l;
  return reached;
}

/** The level being worked towards: the one above the level reached (none above C2). */
export function nextLevelAfter(level: 'novice' | TestLevel): TestLevel | null {
  return level === 'novice' ? 'a1' : (TEST_LEVELS[TEST_LEVELS.indexOf(level) + 1] ?? null);
}

/**
 * The stated confidence of the vocabulary-size range, and the spread added to the test's own standard error for
 * how far real learners stray from the model (their knowledge falls off across levels more or less steeply than
 * the model assumes). MISFIT_SD was set so that the range holds the true size for CONFIDENCE of the simulated
 * learners (npm run bench:level-test prints the coverage).
 */
export const CONFIDENCE = 0.8;
const Z = 1.2816;
export const MISFIT_SD = 0.42;

/**
 * Estimated vocabulary size: for each level, the words in our list at that level times the probability of knowing
 * one; the range holds the true size with probability CONFIDENCE.
 */
export function vocabularySize(theta: number, se: number, wordsPerLevel: Record<TestLevel, number>) {
  const size = (t: number) => Math.round(TEST_LEVELS.reduce((s, l) => s + wordsPerLevel[l] * pKnow(t, LEVEL_DIFFICULTY[l]), 0));
  const spread = Z * Math.sqrt(se ** 2 + MISFIT_SD ** 2);
  const value = size(theta);
  // Below half of A1 the model's long tail over the higher levels overstates what a novice knows: the range then
  // starts at nothing.
  const low = levelFromTheta(theta) === 'novice' ? 0 : size(theta - spread);
  const high = size(theta + spread);
  return { value, low, high, margin: Math.round((high - low) / 2), confidence: CONFIDENCE };
}
