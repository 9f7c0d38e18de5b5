import { describe, expect, it } from 'vitest';
import { loadTestItems, seededRng } from '../vocabulary/test-items';
import { answerItem, type Entry, isFinished, MAX_ITEMS, nextItem, resultOf, type TestState } from './engine';
import { GUESS, LEVEL_DIFFICULTY, pKnow, TEST_LEVELS, type TestLevel } from './irt';

const WORDS = { a1: 1164, a2: 1411, b1: 2446, b2: 2778, c1: 1110, c2: 1025 };
const ORDER = ['novice', ...TEST_LEVELS];

/**
 * A simulated learner of known ability: knows a word with the model's probability plus noise in the ability itself
 * (people are not consistent), guesses among four options when unsure (or skips sometimes), and is honest about
 * pseudo-words most of the time.
 */
function simulate(trueLevel: TestLevel, entry: Entry, seed: number) {
  const rng = seededRng(seed);
  const bank = loadTestItems();
  const theta = LEVEL_DIFFICULTY[trueLevel];
  const state: TestState = { entry, seed, asked: [] };
  while (!isFinished(state)) {
    const asked = nextItem(state);
    const item = bank.get(asked.itemId)!;
    let choice: string | null;
    if (item.pseudo) choice = rng() < 0.85 ? null : asked.options[Math.floor(rng() * 4)]!;
    else {
      const noisy = theta + (rng() - 0.5) * 1.2;
      if (rng() < pKnow(noisy, LEVEL_DIFFICULTY[asked.level as TestLevel])) choice = item.answer!;
      else choice = rng() < 0.3 ? null : asked.options[Math.floor(rng() * 4)]!;
    }
    answerItem(state, asked.itemId, choice);
  }
  return { state, result: resultOf(state, WORDS) };
}

describe('the adaptive level test', () => {
  it('lands within one level in ≥ 80% and on the exact level in ≥ 60% of runs, within 30 items', () => {
    let within = 0;
    let exact = 0;
    let runs = 0;
    for (const level of TEST_LEVELS) {
      for (const entry of ['easy', 'medium', 'hard'] as const) {
        for (let s = 0; s < 12; s++) {
          const { result } = simulate(level, entry, 1000 * runs + s);
          runs++;
          const diff = Math.abs(ORDER.indexOf(result.level) - ORDER.indexOf(level));
          if (diff <= 1) within++;
          if (diff === 0) exact++;
          expect(result.answered).toBeLessThanOrEqual(MAX_ITEMS);
        }
      }
    }
    expect(within / runs).toBeGreaterThanOrEqual(0.8);
    expect(exact / runs).toBeGreaterThanOrEqual(0.6);
  });

  it('never shows which option is right before the answer, and rejects an option it did not offer', () => {
    const state: TestState = { entry: 'medium', seed: 5, asked: [] };
    const item = nextItem(state);
    expect(Object.keys(item).sort()).toEqual(['itemId', 'level', 'options']);
    expect(answerItem(state, item.itemId, 'not an option')).toBeNull();
    expect(answerItem(state, 'another-item', null)).toBeNull();
    expect(answerItem(state, item.itemId, item.options[0]!)).not.toBeNull();
  });

  it('asks pseudo-words and lowers the estimate of a learner who claims to know them', () => {
    const honest: TestState = { entry: 'medium', seed: 9, asked: [] };
    const claimer: TestState = { entry: 'medium', seed: 9, asked: [] };
    const bank = loadTestItems();
    for (const state of [honest, claimer]) {
      while (!isFinished(state)) {
        const asked = nextItem(state);
        const item = bank.get(asked.itemId)!;
        answerItem(state, asked.itemId, item.pseudo ? (state === claimer ? asked.options[0]! : null) : item.answer);
      }
    }
    expect(resultOf(claimer, WORDS).honesty.falseAlarms).toBe(3);
    expect(resultOf(honest, WORDS).honesty).toEqual({ pseudoWords: 3, falseAlarms: 0 });
    expect(resultOf(claimer, WORDS).theta).toBeLessThan(resultOf(honest, WORDS).theta);
  });

  it('reports a vocabulary size with its margin and a per-level breakdown', () => {
    const { result } = simulate('b1', 'medium', 77);
    expect(result.vocabulary.low).toBeLessThanOrEqual(result.vocabulary.value);
    expect(result.vocabulary.high).toBeGreaterThanOrEqual(result.vocabulary.value);
    expect(result.perLevel.map((p) => p.level)).toEqual(TEST_LEVELS);
    expect(GUESS).toBe(0.25);
  });
});
