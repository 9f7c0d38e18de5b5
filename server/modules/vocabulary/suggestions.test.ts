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

  it('leads with the verb for an irregular verb form that is a word of its own too (issue 29)', () => {
    // fell is "упасть" before it is "валить"; saw "видеть" before "пила"; felt "чувствовать" before "фетр"
    expect(suggestTranslations('fell')).toMatchObject({ headword: 'fall', match: 'form' });
    expect(suggestTranslations('fell')?.translations.slice(0, 2)).toEqual(['падать', 'упасть']);
    expect(suggestTranslations('fell')?.translations).toContain('валить');
    expect(suggestTranslations('saw')?.groups[0]).toEqual({ pos: 'verb', translations: expect.arrayContaining(['видеть', 'пилить']) });
    expect(suggestTranslations('saw')?.translations).toContain('пила');
    expect(suggestTranslations('felt')?.translations[0]).toBe('чувствовать');
    expect(suggestTranslations('felt')?.translations).toContain('фетр');
    // one group per part of speech, as everywhere
    for (const w of ['fell', 'saw', 'felt', 'left']) expect(new Set(suggestTranslations(w)!.groups.map((g) => g.pos)).size).toBe(suggestTranslations(w)!.groups.length);
    // a word that is no verb form keeps its own answer
    expect(suggestTranslations('better')).toMatchObject({ headword: 'better', match: 'exact' });
  });

  it('offers no mat, slur or crude slang, and marks crude slang where it is the right translation (issue 29)', () => {
    expect(suggestTranslations('take for a ride')?.translations).not.toContain('объебать');
    expect(suggestTranslations("work one's butt off")?.translations ?? []).not.toContain('вьёбывать');
    for (const w of ['gay', 'homosexual']) expect(suggestTranslations(w)?.translations).not.toContain('гомосек');
    expect(suggestTranslations('negro')?.translations ?? []).not.toContain('негр');
    expect(suggestTranslations('erection')?.translations).not.toContain('стояк');
    expect(suggestTranslations('chick')?.translations).not.toContain('тёлочка');
    expect(suggestTranslations('hard-on')?.translations).toEqual(['стояк (груб.)']);
    expect(suggestTranslations('brain fart')?.translations).toContain('высер (груб.)');
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
