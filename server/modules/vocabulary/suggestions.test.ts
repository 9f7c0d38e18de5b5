import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR } from './data-schema';
import { suggestTranslations } from './lexicon';

/** suggestTranslations: what GET cards/suggestions offers when a learner creates a card. */
describe('suggestTranslations', () => {
  it('groups by part of speech, the most common use first', () => {
    const run = suggestTranslations('run');
    expect(run?.match).toBe('exact');
    expect(run?.groups[0]).toEqual({ pos: 'verb', translations: expect.arrayContaining(['бежать']) });
    expect(run?.groups[0]?.translations[0]).toBe('бежать');
    expect(run?.groups.map((g) => g.pos)).toContain('noun');
    const bank = suggestTranslations('bank');
    expect(bank?.groups[0]?.pos).toBe('noun');
    expect(bank?.translations[0]).toBe('банк');
  });

  it('"to" asks for the verb, an article for the noun', () => {
    expect(suggestTranslations('to run')?.groups[0]?.pos).toBe('verb');
    const noun = suggestTranslations('a run');
    expect(noun?.groups[0]?.pos).toBe('noun');
    expect(noun?.match).toBe('phrase');
  });

  it('folds inflections', () => {
    expect(suggestTranslations('went')).toMatchObject({ headword: 'go', match: 'form' });
    expect(suggestTranslations('Bus Stops')).toMatchObject({ headword: 'bus stop', match: 'form' });
  });

  it('falls back to the longest known phrase inside a longer input', () => {
    expect(suggestTranslations('give up on')).toMatchObject({ headword: 'give up', match: 'phrase' });
    expect(suggestTranslations('gave up on')?.headword).toBe('give up');
    // a phrase that is an entry of its own answers whole (run out of → израсходовать, not run out)
    expect(suggestTranslations('run out of')).toMatchObject({ headword: 'run out of', match: 'exact' });
    expect(suggestTranslations('look after sb')?.headword).toBe('look after');
    // a single function word is never the fallback for a longer input
    expect(suggestTranslations('the blorptastic')).toBeNull();
  });

  it('answers null when nothing is known (the route maps it to NO_TRANSLATIONS)', () => {
    expect(suggestTranslations('blorptastic')).toBeNull();
    expect(suggestTranslations('  ?! ')).toBeNull();
  });

  it('has a measured hit rate on what learners type (data/learner-queries.txt)', () => {
    const queries = readFileSync(`${DEFAULT_DATA_DIR}learner-queries.txt`, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const misses = queries.filter((q) => !suggestTranslations(q));
    const exact = queries.filter((q) => suggestTranslations(q)?.match !== 'phrase');
    const rate = (queries.length - misses.length) / queries.length;
    console.log(
      `suggestion hit rate: ${(rate * 100).toFixed(1)}% of ${queries.length} learner queries ` +
        `(${exact.length} without the phrase fallback); misses: ${misses.join(', ') || 'none'}`,
    );
    expect(queries.length).toBeGreaterThanOrEqual(250);
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });
});
