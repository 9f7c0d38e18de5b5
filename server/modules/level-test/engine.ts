import { loadTestItems, type Rng, seededRng, type TestItem } from '../vocabulary/test-items';
import { estimate, knownShares, mostTellingLevel, LEVEL_DIFFICULTY, nextLevelAfter, type Response, TEST_LEVELS, type TestLevel, vocabularySize } from './irt';

export const ENTRY_POINTS = { easy: -2, medium: 0, hard: 2 } as const;
export type Entry = keyof typeof ENTRY_POINTS;
/**
 * The first word of each entry comes from the levels it names (the tour says "A1–A2", "B1–B2", "C1–C2"): the prior
 * alone, cut at the grid's edge, put the easy test's first word at A2, so a beginner met "position" first (issue 18).
 */
export const FIRST_LEVEL: Record<Entry, TestLevel> = { easy: 'a1', medium: 'b1', hard: 'c1' };
export const MIN_ITEMS = 14;
export const MAX_ITEMS = 30;
/**
 * Stop once the test is this sure of the level it would report (posterior mass within that level), after at least
 * MIN_ITEMS: a learner far from a boundary is done quickly.
 */
export const STOP_WHEN_SURE = 0.8;
/**
 * From LATE_FROM items on the test stops at a lower certainty, so only a learner whose level is still close to a
 * coin toss between two gets the items up to MAX_ITEMS: those are the answers that decide a level near its
 * boundary. 20 (25 until the fifth pass of issue 15) keeps every kind's median test at 20 items or fewer, about
 * 2.3–2.9 minutes by the per-item time model, for 1–2 points of exact level; items 21–25 for everyone bought
 * little, because the learners still unsure there are mostly "flat" ones, whose answers carry the least about
 * their level (docs/decisions/, fifth pass).
 */
export const LATE_FROM = 20;
export const STOP_WHEN_SURE_LATE = 0.65;
/** Pseudo-words are asked at these positions (1-based), all within the shortest test; picking an option for one is a false alarm. */
export const PSEUDO_AT = [3, 8, 13];
/** Each false alarm beyond the first lowers the estimate: overclaiming learners pick options for everything. */
export const FALSE_ALARM_PENALTY = 0.15;

export interface AskedItem {
  itemId: string;
  level: TestLevel | 'pseudo';
  options: string[];
  choice?: string | null;
  correct?: boolean;
  /** When the answer reached the server (ms, the server's clock): the real time per item (npm run bench:level-test -- --db). */
  answeredAt?: number;
}

export interface TestState {
  entry: Entry;
  seed: number;
  asked: AskedItem[];
}

const bank = () => loadTestItems();

function rngFor(state: TestState): Rng {
  return seededRng(state.seed + state.asked.length * 7919);
}

export function responsesOf(state: TestState): Response[] {
  return state.asked
    .filter((a) => a.level !== 'pseudo' && a.choice !== undefined)
    .map((a) => ({ level: a.level as TestLevel, correct: !!a.correct, skipped: a.choice === null }));
}

const estimates = new WeakMap<TestState, { answered: number; value: ReturnType<typeof computeEstimate> }>();

function computeEstimate(state: TestState) {
  const falseAlarms = state.asked.filter((a) => a.level === 'pseudo' && a.choice !== undefined && a.choice !== null).length;
  const penalty = Math.max(0, falseAlarms - 1) * FALSE_ALARM_PENALTY;
  return { ...estimate(responsesOf(state), ENTRY_POINTS[state.entry], -penalty), falseAlarms, penalty };
}

/** The estimate after the answers so far (kept per state until the next answer: it is asked for several times). */
export function currentEstimate(state: TestState) {
  const answered = state.asked.filter((a) => a.choice !== undefined).length;
  const cached = estimates.get(state);
  if (cached && cached.answered === answered) return cached.value;
  const value = computeEstimate(state);
  estimates.set(state, { answered, value });
  return value;
}

export function isFinished(state: TestState): boolean {
  const answered = state.asked.filter((a) => a.choice !== undefined).length;
  if (answered >= MAX_ITEMS) return true;
  if (answered < MIN_ITEMS) return false;
  return currentEstimate(state).sure >= (answered >= LATE_FROM ? STOP_WHEN_SURE_LATE : STOP_WHEN_SURE);
}

/**
 * Adds the next item (or returns the pending one): a pseudo-word at its fixed positions, else the most informative
 * level. Items of `retired` words (an operator took them out of the dictionary) are never asked.
 */
export function nextItem(state: TestState, retired: ReadonlySet<string> = new Set()): AskedItem {
  const pending = state.asked.find((a) => a.choice === undefined);
  if (pending) return pending;
  const rng = rngFor(state);
  const used = new Set([...retired, ...state.asked.map((a) => a.itemId)]);
  let item: TestItem | undefined;
  let level: AskedItem['level'];
  if (PSEUDO_AT.includes(state.asked.length + 1)) {
    item = bank().samplePseudo(1, rng, { exclude: used })[0];
    level = 'pseudo';
  } else {
    const { theta, post, penalty } = currentEstimate(state);
    level = responsesOf(state).length === 0 ? FIRST_LEVEL[state.entry] : mostTellingLevel(post, -penalty);
    item = bank().sample(level, 1, rng, { exclude: used })[0];
    // A level whose items are all used falls back to the nearest level with items left.
    if (!item) {
      for (const l of [...TEST_LEVELS].sort((a, b) => Math.abs(LEVEL_DIFFICULTY[a] - theta) - Math.abs(LEVEL_DIFFICULTY[b] - theta))) {
        item = bank().sample(l, 1, rng, { exclude: used })[0];
        if (item) {
          level = l;
          break;
        }
      }
    }
  }
  if (!item) throw new Error('the item bank ran out');
  const asked: AskedItem = { itemId: item.id, level, options: item.options };
  state.asked.push(asked);
  return asked;
}

/** Records the answer to the pending item; the right answer stays on the server. */
export function answerItem(state: TestState, itemId: string, choice: string | null, at?: number): { correct: boolean } | null {
  const pending = state.asked.find((a) => a.choice === undefined);
  if (!pending || pending.itemId !== itemId) return null;
  const item = bank().get(itemId)!;
  if (choice !== null && !pending.options.includes(choice)) return null;
  pending.choice = choice;
  if (at !== undefined) pending.answeredAt = at;
  pending.correct = item.pseudo ? choice === null : choice === item.answer;
  return { correct: pending.correct };
}

export function resultOf(state: TestState, wordsPerLevel: Record<TestLevel, number>) {
  const { theta, se, level, post, penalty, falseAlarms } = currentEstimate(state);
  const shares = knownShares(post, -penalty);
  const perLevel = TEST_LEVELS.map((l, i) => {
    const items = state.asked.filter((a) => a.level === l && a.choice !== undefined);
    return { level: l, asked: items.length, correct: items.filter((a) => a.correct).length, known: Math.round(shares[i]! * 100) / 100 };
  });
  return {
    level,
    /** The level being worked towards (null above C2). */
    next: nextLevelAfter(level),
    theta: Math.round(theta * 100) / 100,
    se: Math.round(se * 100) / 100,
    vocabulary: vocabularySize(post, -penalty, wordsPerLevel, responsesOf(state)),
    perLevel,
    answered: state.asked.filter((a) => a.choice !== undefined).length,
    honesty: { pseudoWords: state.asked.filter((a) => a.level === 'pseudo').length, falseAlarms },
  };
}
