import { describe, expect, it } from 'vitest';
import { NO_TRANSLATIONS, getLexicon, lookup } from './lexicon';
import { lemmaCandidates, regularForms } from './inflect';

describe('lexicon lookup', () => {
  it('answers ranked Russian translations for a headword', () => {
    const r = lookup('house');
    expect(r?.headword).toBe('house');
    expect(r?.translations[0]).toBe('дом');
    expect(lookup('  House ')?.translations[0]).toBe('дом');
  });

  it.each([
    ['went', 'go'],
    ['children', 'child'],
    ['mice', 'mouse'],
    ['feet', 'foot'],
    ['women', 'woman'],
    ['bought', 'buy'],
    ['getting', 'get'],
    ['swam', 'swim'],
    ['stopped', 'stop'],
    ['making', 'make'],
    ['studies', 'study'],
    ['cried', 'cry'],
    ['boxes', 'box'],
    ['cats', 'cat'],
    ['hotter', 'hot'],
    ['hoping', 'hope'],
    ['nicer', 'nice'],
    ['happiest', 'happy'],
    ['tallest', 'tall'],
    ['hoped', 'hope'],
  ])('folds %s to %s', (form, lemma) => {
    const r = lookup(form);
    expect(r?.headword).toBe(lemma);
    expect(r?.translations.length).toBeGreaterThan(0);
  });

  it('folds inflected phrases', () => {
    const head = getLexicon().resolve('bus stops');
    expect(head).toBe('bus stop');
  });

  it('answers null on a miss, which the route maps to the no-translations error', () => {
    expect(lookup('blorptastic')).toBeNull();
    expect(lookup('')).toBeNull();
    expect(NO_TRANSLATIONS).toBe('no-translations');
  });

  it('holds 15–20k headwords and a Zipf table with folding', () => {
    const lex = getLexicon();
    expect(lex.size).toBeGreaterThanOrEqual(15_000);
    expect(lex.size).toBeLessThanOrEqual(20_000);
    expect(lex.zipf('the')).toBeGreaterThan(7);
    // a form has its own frequency when wordfreq lists it, else its lemma's
    expect(lex.zipf('houses')).toBeGreaterThan(4);
    expect(lex.zipf('house')).toBeGreaterThan(lex.zipf('houses')!);
    expect(lex.zipf('blorptastic')).toBeNull();
  });
});

describe('inflection rules', () => {
  it('generates regular forms', () => {
    expect(regularForms('stop')).toEqual(expect.arrayContaining(['stops', 'stopped', 'stopping']));
    expect(regularForms('make')).toEqual(expect.arrayContaining(['makes', 'making', 'maker']));
    expect(regularForms('study')).toEqual(expect.arrayContaining(['studies', 'studied', 'studying']));
    expect(regularForms('big')).toEqual(expect.arrayContaining(['bigger', 'biggest']));
    expect(regularForms('box')).toContain('boxes');
  });

  it('strips suffixes into candidate lemmas', () => {
    expect(lemmaCandidates('stopping')).toContain('stop');
    expect(lemmaCandidates('hoping')).toContain('hope');
    expect(lemmaCandidates('carried')).toContain('carry');
    expect(lemmaCandidates('wishes')).toContain('wish');
    expect(lemmaCandidates('went', new Map([['went', ['go']]]))).toContain('go');
  });
});
