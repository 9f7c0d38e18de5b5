import { describe, expect, it } from 'vitest';
import { loadTestItems, seededRng } from '../vocabulary/test-items';

// Accuracy against learners unlike the model: simulated-learners.test.ts and npm run bench:level-test.
import { answerItem, isFinished, MAX_ITEMS, MIN_ITEMS, nextItem, resultOf, type TestState } from './engine';
import { CONFIDENCE, CONFIDENCE_NOVICE, GUESS, TEST_LEVELS } from './irt';
import { makeLearner, takeTest, WORDS } from './simulated-learners';

describe('the adaptive level test', () => {
  it('never shows which option is right before the answer, and rejects an option it did not offer', () => {
    const state: TestState = { entry: 'medium', seed: 5, asked: [] };
    const item = nextItem(state);
    expect(Object.keys(item).sort()).toEqual(['itemId', 'level', 'options']);
    expect(answerItem(state, item.itemId, 'not an option')).toBeNull();
    expect(answerItem(state, 'another-item', null)).toBeNull();
    expect(answerItem(state, item.itemId, item.options[0]!)).not.toBeNull();
  });

  it('opens each entry with a word of the levels it names: a beginner\'s easy test starts at A1', () => {
    for (const [entry, level] of [['easy', 'a1'], ['medium', 'b1'], ['hard', 'c1']] as const) {
      for (const seed of [1, 2, 3, 4, 5]) expect(nextItem({ entry, seed, asked: [] }).level).toBe(level);
    }
    // A beginner who knows none of it keeps getting A1 words (pseudo-words aside) while the test looks for the level.
    const state: TestState = { entry: 'easy', seed: 11, asked: [] };
    for (let i = 0; i < 6; i++) answerItem(state, nextItem(state).itemId, null);
    expect(state.asked.filter((a) => a.level !== 'pseudo').every((a) => a.level === 'a1')).toBe(true);
  });

  it('never asks the item of a word an operator retired', () => {
    const a1 = loadTestItems().byLevel('a1');
    // every A1 item retired but one: an easy test opens with that one, whatever the seed
    const kept = a1[7]!;
    const retired = new Set(a1.filter((i) => i.id !== kept.id).map((i) => i.id));
    for (const seed of [1, 2, 3]) expect(nextItem({ entry: 'easy', seed, asked: [] }, retired).itemId).toBe(kept.id);
    // and once that one is used, A1 has nothing left: the test moves to the nearest level with items
    const state: TestState = { entry: 'easy', seed: 4, asked: [] };
    answerItem(state, nextItem(state, retired).itemId, null);
    answerItem(state, nextItem(state, retired).itemId, null);
    expect(state.asked.map((a) => a.itemId).filter((id) => retired.has(id))).toEqual([]);
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

  it('stops early when the level is clear and gives a learner on a boundary the items up to the maximum', () => {
    const bank = loadTestItems();
    const run = (answer: (k: number) => boolean) => {
      const state: TestState = { entry: 'medium', seed: 3, asked: [] };
      let k = 0;
      while (!isFinished(state)) {
        const asked = nextItem(state);
        const item = bank.get(asked.itemId)!;
        answerItem(state, asked.itemId, item.pseudo || !answer(k++) ? null : item.answer);
      }
      return resultOf(state, WORDS);
    };
    // Knows nothing: settled (novice) at the shortest test.
    expect(run(() => false)).toMatchObject({ level: 'novice', answered: MIN_ITEMS });
    // Knows every other word wherever it is asked: the level stays close to a coin toss, so the test goes on to 30.
    expect(MAX_ITEMS).toBe(30);
    expect(run((k) => k % 2 === 0).answered).toBe(MAX_ITEMS);
  });

  it('names the level reached and the one being worked towards', () => {
    const result = takeTest(makeLearner('frequency', seededRng(5)), 'medium', 5);
    const at = TEST_LEVELS.indexOf(result.level as (typeof TEST_LEVELS)[number]);
    expect(result.next).toBe(TEST_LEVELS[at + 1] ?? null);
  });

  it('reports a vocabulary size with its margin and a per-level breakdown', () => {
    const result = takeTest(makeLearner('frequency', seededRng(77)), 'medium', 77);
    expect(result.vocabulary.confidence).toBe(CONFIDENCE);
    expect(result.vocabulary.low).toBeLessThanOrEqual(result.vocabulary.value);
    expect(result.vocabulary.high).toBeGreaterThanOrEqual(result.vocabulary.value);
    expect(result.perLevel.map((p) => p.level)).toEqual(TEST_LEVELS);
    expect(GUESS).toBe(0.25);
    // A learner read as a novice is told how sure the range is for novices: it holds their true size more often than
    // the 80% of the others (docs/decisions/, fifth pass).
    const novice = takeTest(makeLearner('novice', seededRng(78)), 'easy', 78);
    expect(novice.level).toBe('novice');
    expect(novice.vocabulary.confidence).toBe(CONFIDENCE_NOVICE);
  });
});
