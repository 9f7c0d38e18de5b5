import { describe, expect, it } from 'vitest';
import { estimateLevel, levelFromZipf } from './level-estimate';
import { getLexicon } from './lexicon';

describe('levelFromZipf', () => {
  it.each([
    [6.2, 'a1'],
    [5.0, 'a1'],
    [4.99, 'a2'],
    [4.6, 'a2'],
    [4.3, 'b1'],
    [4.2, 'b1'],
    [3.9, 'b2'],
    [3.8, 'b2'],
    [3.5, 'c1'],
    [3.4, 'c1'],
    [3.39, 'c2'],
    [1, 'c2'],
  ] as const)('zipf %s → %s', (z, level) => {
    expect(levelFromZipf(z)).toBe(level);
  });

  it('treats an unknown frequency as c2', () => {
    expect(levelFromZipf(null)).toBe('c2');
  });
});

describe('estimateLevel', () => {
  it('uses the listed level for a word in the base vocabulary, folding inflections', () => {
    expect(estimateLevel('house')).toMatchObject({ level: 'a1', source: 'list' });
    expect(estimateLevel('went')).toMatchObject({ level: 'a1', source: 'list' });
    expect(estimateLevel('Houses')).toMatchObject({ level: 'a1', source: 'list' });
  });

  it('estimates from frequency for a word not in the list', () => {
    // a frequent word that is not a listed headword
    const r = estimateLevel('bitcoin');
    expect(r.source).toBe('frequency');
    expect(r.zipf).toBe(getLexicon().zipf('bitcoin'));
    expect(r.level).toBe(levelFromZipf(r.zipf));
  });

  it('estimates a phrase from the combined frequency of its words', () => {
    const r = estimateLevel('looked after');
    expect(r.zipf).not.toBeNull();
    expect(['list', 'frequency']).toContain(r.source);
  });

  it('answers c2 for an unknown word', () => {
    expect(estimateLevel('blorptastic')).toEqual({ level: 'c2', source: 'unknown', zipf: null });
  });
});
