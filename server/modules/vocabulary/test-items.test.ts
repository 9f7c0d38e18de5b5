import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS } from '../../domain/levels';
import { isCorrect, loadTestItems, seededRng } from './test-items';

describe('test item bank', () => {
  const bank = loadTestItems();

  it('serves items for every level and pseudo-words', () => {
    for (const l of CEFR_LEVELS) expect(bank.byLevel(l).length).toBeGreaterThanOrEqual(50);
    expect(bank.pseudo().length).toBeGreaterThanOrEqual(40);
    expect(bank.pseudo().every((i) => i.pseudo && i.answer === null)).toBe(true);
  });

  it('samples distinct items of the asked level, deterministically for a seeded RNG', () => {
    const a = bank.sample('b1', 10, seededRng(42));
    const b = bank.sample('b1', 10, seededRng(42));
    expect(a).toEqual(b);
    expect(new Set(a.map((i) => i.id)).size).toBe(10);
    expect(a.every((i) => i.level === 'b1' && !i.pseudo)).toBe(true);
    const c = bank.sample('b1', 10, seededRng(7));
    expect(c.map((i) => i.id)).not.toEqual(a.map((i) => i.id));
  });

  it('keeps the answer among 4 reshuffled options and honours exclusions', () => {
    const first = bank.sample('a1', 5, seededRng(1));
    for (const i of first) {
      expect(i.options).toHaveLength(4);
      expect(i.options).toContain(i.answer);
      expect([...i.options].sort()).toEqual([...bank.get(i.id)!.options].sort());
    }
    const exclude = new Set(first.map((i) => i.id));
    const next = bank.sample('a1', 20, seededRng(1), { exclude });
    expect(next.some((i) => exclude.has(i.id))).toBe(false);
    expect(bank.sample('a1', 100_000, seededRng(3)).length).toBe(bank.byLevel('a1').length);
  });

  it('scores answers: the right option, and only a skip for a pseudo-word', () => {
    const item = bank.byLevel('a2')[0]!;
    expect(isCorrect(item, item.answer)).toBe(true);
    expect(isCorrect(item, item.options.find((o) => o !== item.answer)!)).toBe(false);
    expect(isCorrect(item, null)).toBe(false);
    const p = bank.samplePseudo(1, seededRng(5))[0]!;
    expect(isCorrect(p, p.options[0]!)).toBe(false);
    expect(isCorrect(p, null)).toBe(true);
  });
});
