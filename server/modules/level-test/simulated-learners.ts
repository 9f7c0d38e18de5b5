import { loadTestItems, type Rng, seededRng } from '../vocabulary/test-items';
import { answerItem, type Entry, isFinished, nextItem, resultOf, type TestState } from './engine';
import { TEST_LEVELS, type TestLevel } from './irt';

/**
 * Simulated learners for judging the level test, deliberately NOT drawn from the test's Rasch model (see
 * docs/decisions/): each has a true share of words known per level, and the test must recover the teacher's
 * level (the highest level with at least half its words known) from their answers.
 */
export const KINDS = ['frequency', 'steep', 'flat', 'by-level', 'overclaimer', 'half-skipper', 'novice'] as const;
export type Kind = (typeof KINDS)[number];
export const WORDS: Record<TestLevel, number> = { a1: 1164, a2: 1411, b1: 2446, b2: 2778, c1: 1110, c2: 1025 };
const ORDER = ['novice', ...TEST_LEVELS] as const;

const normalCdf = (x: number) => 0.5 * (1 + Math.tanh(Math.sqrt(Math.PI) * Math.log(2) * x * 0.98));

export interface Learner {
  kind: Kind;
  /** Chance of knowing one given word of a level, by the word's place within the level (u in [0,1), rarer later). */
  pKnow(level: TestLevel, u: number): number;
  /** Chance of picking an option when they do not know the word (the rest skip); for pseudo-words too. */
  guess: number;
  pseudoClaim: number;
  /** Skips words they only half know (chance between 0.25 and 0.75) instead of answering. */
  skipsHalfKnown: boolean;
}

/** A learner's true share of each level's words, by averaging over the level. */
export function trueShares(l: Learner): Record<TestLevel, number> {
  return Object.fromEntries(TEST_LEVELS.map((lv) => [lv, Array.from({ length: 50 }, (_, i) => l.pKnow(lv, (i + 0.5) / 50)).reduce((a, b) => a + b, 0) / 50])) as Record<TestLevel, number>;
}

export function trueLevel(l: Learner): 'novice' | TestLevel {
  const share = trueShares(l);
  let level: 'novice' | TestLevel = 'novice';
  for (const lv of TEST_LEVELS) if (share[lv] >= 0.5) level = lv;
  return level;
}

export const trueSize = (l: Learner) => {
  const share = trueShares(l);
  return TEST_LEVELS.reduce((s, lv) => s + WORDS[lv] * share[lv], 0);
};

/**
 * Knowledge that follows word frequency: a probit (not logistic) fall-off along the whole list ordered by level and
 * frequency within it, with the learner's own crossing point and width (steep: 0.25–0.5 of a level, flat: 1–2).
 */
function byFrequency(r: Rng, kind: Kind, width: number, crossing: number): Learner {
  return {
    kind,
    pKnow: (lv, u) => 1 - normalCdf((TEST_LEVELS.indexOf(lv) + u - crossing) / width),
    guess: 0.5 + r() * 0.4,
    pseudoClaim: 0.05 + r() * 0.1,
    skipsHalfKnown: false,
  };
}

export function makeLearner(kind: Kind, r: Rng): Learner {
  const crossing = r() * 6.2 - 0.1;
  switch (kind) {
    case 'frequency':
      return byFrequency(r, kind, 0.5 + r() * 0.7, crossing);
    case 'steep':
      return byFrequency(r, kind, 0.25 + r() * 0.25, crossing);
    case 'flat':
      return byFrequency(r, kind, 1 + r(), crossing);
    case 'novice':
      return byFrequency(r, kind, 0.3 + r() * 0.7, -1.2 + r() * 1.1);
    case 'overclaimer':
      return { ...byFrequency(r, kind, 0.5 + r() * 0.7, crossing), guess: 1, pseudoClaim: 0.5 + r() * 0.3 };
    case 'half-skipper':
      return { ...byFrequency(r, kind, 0.5 + r() * 0.7, crossing), guess: 0.2, skipsHalfKnown: true };
    case 'by-level': {
      // Knowledge by level, flat within one: levels below the learner's are mostly known, those above mostly not.
      const at = Math.floor(r() * 7) - 1;
      const shares = TEST_LEVELS.map((_, i) => (i < at ? 0.8 + r() * 0.18 : i === at ? 0.5 + r() * 0.35 : 0.05 + r() * 0.35));
      return { kind, pKnow: (lv) => shares[TEST_LEVELS.indexOf(lv)]!, guess: 0.4 + r() * 0.5, pseudoClaim: 0.05 + r() * 0.1, skipsHalfKnown: false };
    }
  }
}

/**
 * Seconds a learner spends on one item (docs/decisions/, "Time per test"). Anchor: the WORDS test (Chen, Hulme,
 * Blott & Rodd 2024, Journal of Cognition 7:64), 30 four-option vocabulary items in 4 minutes on average, 8 s an
 * item, answered faster for frequent (known) words. Here a word the learner knows is answered in 6 s, one they do
 * not know (deliberating, then guessing or skipping; pseudo-words too) in 10 s: about the WORDS average on a test
 * that keeps asking near the learner's boundary, and on the slow side for us, whose options are short native
 * (Russian) words rather than rare English synonyms.
 */
export const SECONDS_KNOWN = 6;
export const SECONDS_UNSURE = 10;

/** One learner takes the real engine's test, item by item; `seconds` is the time model's length of their test. */
export function takeTest(l: Learner, entry: Entry, seed: number) {
  const r = seededRng(seed ^ 0x5bd1e995);
  const bank = loadTestItems();
  const state: TestState = { entry, seed, asked: [] };
  let seconds = 0;
  while (!isFinished(state)) {
    const asked = nextItem(state);
    const item = bank.get(asked.itemId)!;
    let choice: string | null;
    let knew = false;
    if (item.pseudo) choice = r() < l.pseudoClaim ? asked.options[Math.floor(r() * 4)]! : null;
    else {
      const p = l.pKnow(asked.level as TestLevel, r());
      if (l.skipsHalfKnown && p > 0.25 && p < 0.75) choice = null;
      else if (r() < p) {
        choice = item.answer!;
        knew = true;
      }
      // a blind pick among the four options is right one time in four; which option index is the answer depends
      // on the item bank's layout, so the pick is drawn as "answer or one of the others" to keep these figures a
      // property of the engine, not of how the last vocabulary build happened to order the options
      else if (r() < l.guess) {
        const k = Math.floor(r() * 4);
        choice = k === 0 ? item.answer! : asked.options.filter((o) => o !== item.answer)[k - 1]!;
      } else choice = null;
    }
    seconds += knew ? SECONDS_KNOWN : SECONDS_UNSURE;
    answerItem(state, asked.itemId, choice);
  }
  return { ...resultOf(state, WORDS), seconds };
}

export interface KindFigures {
  kind: Kind;
  runs: number;
  exact: number;
  withinOne: number;
  meanOffset: number;
  coverage: number;
  /** The mean confidence the results stated with their ranges (what coverage should match). */
  stated: number;
  medianItems: number;
  /** The longest test any learner of this kind got. */
  longestItems: number;
  /** Median length of a test in minutes, by the per-item time model (SECONDS_KNOWN, SECONDS_UNSURE). */
  medianMinutes: number;
  /** Learners of this kind whose true level is novice, and how many of them the test called novice. */
  novices: number;
  novicesNamed: number;
}

/** One simulated learner's test: their true level and size beside what the test reported. */
export interface LearnerOutcome {
  kind: Kind;
  trueLevel: 'novice' | TestLevel;
  level: 'novice' | TestLevel;
  trueSize: number;
  vocabulary: { value: number; low: number; high: number; confidence: number };
  items: number;
  minutes: number;
}

/**
 * Runs `perKind` learners of each kind through the test (entry points in turn), one outcome each. `kinds` narrows
 * the run (npm run bench:level-test -- --kinds flat); a narrower run draws other learners than the full one.
 */
export function simulateLearners(perKind: number, seed = 1, kinds: readonly Kind[] = KINDS): LearnerOutcome[] {
  const r = seededRng(seed);
  const entries: Entry[] = ['easy', 'medium', 'hard'];
  return kinds.flatMap((kind) =>
    Array.from({ length: perKind }, (_, i) => {
      const l = makeLearner(kind, r);
      const res = takeTest(l, entries[i % 3]!, Math.floor(r() * 2 ** 31));
      return { kind, trueLevel: trueLevel(l), level: res.level, trueSize: trueSize(l), vocabulary: res.vocabulary, items: res.answered, minutes: res.seconds / 60 };
    }),
  );
}

/** The figures of one kind's outcomes. */
export function summarise(kind: Kind, outcomes: readonly LearnerOutcome[]): KindFigures {
  const runs = outcomes.length;
  const diffs = outcomes.map((o) => ORDER.indexOf(o.level) - ORDER.indexOf(o.trueLevel));
  const covered = outcomes.filter((o) => o.trueSize >= o.vocabulary.low && o.trueSize <= o.vocabulary.high).length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  const novices = outcomes.filter((o) => o.trueLevel === 'novice');
  return {
    kind,
    runs,
    exact: diffs.filter((d) => d === 0).length / runs,
    withinOne: diffs.filter((d) => Math.abs(d) <= 1).length / runs,
    meanOffset: diffs.reduce((a, b) => a + b, 0) / runs,
    coverage: covered / runs,
    stated: outcomes.reduce((a, o) => a + o.vocabulary.confidence, 0) / runs,
    medianItems: median(outcomes.map((o) => o.items)),
    longestItems: Math.max(...outcomes.map((o) => o.items)),
    medianMinutes: median(outcomes.map((o) => o.minutes)),
    novices: novices.length,
    novicesNamed: novices.filter((o) => o.level === 'novice').length,
  };
}

/** Runs `perKind` learners of each kind through the test and sums up per kind. */
export function simulate(perKind: number, seed = 1, kinds: readonly Kind[] = KINDS): KindFigures[] {
  const outcomes = simulateLearners(perKind, seed, kinds);
  return kinds.map((kind) => summarise(kind, outcomes.filter((o) => o.kind === kind)));
}
