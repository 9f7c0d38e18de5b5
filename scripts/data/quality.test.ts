import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATA_DIR,
  type LexiconFile,
  type TestItemsFile,
  type VocabularyEntry,
  type VocabularyFile,
  lexiconFileSchema,
  readDataFile,
  testItemsFileSchema,
  vocabularyFileSchema,
} from '../../server/modules/vocabulary/data-schema';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { containsForm } from '../../server/modules/vocabulary/inflect';
import { isTransparentLoan } from './build';
import { exampleProblem, expressionTokens, onlyInExpressions, posAgrees, posForms, sentenceKey } from './example-rules';
import { overridesSchema, posCheckedKeys } from './overrides';
import { acceptableSuggestion, CRUDE_MARK, crudeEnglish, crudeRussian, EN_CRUDE_SLANG, offRegister } from './profanity';
import { editDistance } from './pseudo';
import { sensitiveHits } from './sensitive';
import { readExceptions, reverseExceptions } from './wordnet';

/** Quality of the COMMITTED data in data/ (never the raw sources). */

let vocab: VocabularyFile;
let lexicon: LexiconFile;
let items: TestItemsFile;
let formsByLemma: Map<string, string[]>;

beforeAll(() => {
  vocab = vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz'));
  lexicon = lexiconFileSchema.parse(readDataFile('lexicon.json.gz'));
  items = testItemsFileSchema.parse(readDataFile('test-items.json'));
  formsByLemma = reverseExceptions(readExceptions());
});

const CYRILLIC = /[А-Яа-яЁё]/;
const MIXED = /[А-Яа-яЁё][A-Za-z]|[A-Za-z][А-Яа-яЁё]/;
const lowLevels = (e: VocabularyEntry) => e.level === 'a1' || e.level === 'a2' || e.level === 'b1';

describe('vocabulary', () => {
  it('has at least 6,000 entries across A1–C2 with per-level minimums', () => {
    expect(vocab.entries.length).toBeGreaterThanOrEqual(6000);
    // B1 lost rows both ways in issue 26 (everyday words down to A2, rare ones up to B2–C1), none from the vocabulary
    const min: Record<string, number> = { a1: 900, a2: 1200, b1: 1900, b2: 1800, c1: 500, c2: 400 };
    for (const l of CEFR_LEVELS) expect(vocab.entries.filter((e) => e.level === l).length, l).toBeGreaterThanOrEqual(min[l]!);
  });

  it('has unique ids and unique headword+pos', () => {
    const ids = new Set(vocab.entries.map((e) => e.id));
    expect(ids.size).toBe(vocab.entries.length);
    const keys = new Set(vocab.entries.map((e) => `${e.headword.toLowerCase()}|${e.pos}`));
    expect(keys.size).toBe(vocab.entries.length);
  });

  it('has valid levels', () => {
    for (const e of vocab.entries) expect(CEFR_LEVELS).toContain(e.level);
  });

  it('has no obscene or crude translation, and no archaic or coarse one beside an everyday word', () => {
    const bad = vocab.entries.flatMap((e) => e.translations.filter((t) => crudeRussian(t).length).map((t) => `${e.id}: ${t}`));
    expect(bad).toEqual([]);
    const off = vocab.entries.filter((e) => e.translations.length > 1 && e.translations.some(offRegister));
    expect(off.map((e) => `${e.id}: ${e.translations.join(', ')}`)).toEqual([]);
  });

  it('has no proper-noun entries (a name, not a word to learn)', () => {
    const names = vocab.entries.filter((e) => /^[A-ZА-ЯЁ][a-zа-яё]/.test(e.translations[0]!) && e.pos === 'noun');
    expect(names.map((e) => `${e.id}: ${e.translations[0]}`)).toEqual([]);
  });

  it('has no empty translation; translations are Russian without stray Latin letters', () => {
    const bad: string[] = [];
    for (const e of vocab.entries) {
      if (!e.translations.length) bad.push(`${e.id}: none`);
      for (const t of e.translations) {
        if (!t.trim() || !CYRILLIC.test(t) || MIXED.test(t)) bad.push(`${e.id}: ${t}`);
      }
      if (new Set(e.translations.map((t) => t.toLowerCase())).size !== e.translations.length) bad.push(`${e.id}: duplicate`);
    }
    expect(bad).toEqual([]);
  });

  it('has Russian example translations in Cyrillic without mixed-script words', () => {
    const bad = vocab.entries.filter((e) => e.example?.ru && (!CYRILLIC.test(e.example.ru) || MIXED.test(e.example.ru)));
    expect(bad.map((e) => e.id)).toEqual([]);
  });

  it('every example has a Russian translation (no template sentences) and no sentence is on two cards', () => {
    const withEx = vocab.entries.filter((e) => e.example);
    expect(withEx.filter((e) => !e.example!.ru).map((e) => e.id)).toEqual([]);
    const byKey = new Map<string, string[]>();
    for (const e of withEx) byKey.set(sentenceKey(e.example!.en), [...(byKey.get(sentenceKey(e.example!.en)) ?? []), e.id]);
    expect([...byKey.values()].filter((ids) => ids.length > 1)).toEqual([]);
  });

  it('every shipped example passes the build\'s example gate (Russian side, headword, 12+, length, part of speech)', () => {
    // the same function, the same WordNet forms and the same reviewed tagger exceptions as the build: a stale or
    // hand-edited file fails here
    const o = overridesSchema.parse(JSON.parse(readFileSync(`${DEFAULT_DATA_DIR}overrides.json`, 'utf8')));
    const posChecked = posCheckedKeys(o);
    const expressions = expressionTokens(vocab.entries);
    const bad = vocab.entries.flatMap((e) => {
      const why = e.example && exampleProblem(e, e.example, formsByLemma, { posChecked, expressions });
      return why ? [`${e.id}: ${why}: ${e.example!.en}`] : [];
    });
    expect(bad).toEqual([]);
    // the tagger check itself: run (noun) is not "Who can run fastest?", demand (verb) is not "The demand is high."
    const f = (w: string, p: 'noun' | 'verb') => posForms(w, p, formsByLemma);
    expect(posAgrees('Who can run fastest in your class?', 'run', 'noun', f('run', 'noun'))).toBe(false);
    expect(posAgrees('I went for a run this morning.', 'run', 'noun', f('run', 'noun'))).toBe(true);
    expect(posAgrees('The demand for bread is high.', 'demand', 'verb', f('demand', 'verb'))).toBe(false);
    // after a determiner, a possessive or "of" the word is a noun, whatever the tagger says ("presents" for present v)
    expect(posAgrees('He got a lot of presents.', 'present', 'verb', f('present', 'verb'))).toBe(false);
    expect(posAgrees('She presents the news on TV.', 'present', 'verb', f('present', 'verb'))).toBe(true);
    // a word used only inside a fixed expression of the vocabulary does not illustrate the word itself
    const least = new Set(['least']);
    expect(onlyInExpressions('At least we had fun.', least, [['at', 'least']])).toBe(true);
    expect(onlyInExpressions('I like this one least of all.', least, [['at', 'least']])).toBe(false);
    expect(expressions.some((x) => x.join(' ') === 'of course')).toBe(true);
    const cat = { headword: 'cat', variants: [], pos: 'noun' as const, level: 'a1' as const, translations: ['кошка'] };
    expect(exampleProblem(cat, { en: 'The cat is asleep.', ru: null, source: 'slovo' }, formsByLemma)).toBe('no Russian side');
    expect(exampleProblem(cat, { en: 'The dog is asleep.', ru: 'Собака спит.', source: 'slovo' }, formsByLemma)).toBe('no headword');
    expect(exampleProblem(cat, { en: 'My cat sleeps on the big old sofa in the living room.', ru: 'Моя кошка спит на диване.', source: 'slovo' }, formsByLemma)).toBe('too long for the level');
    expect(exampleProblem(cat, { en: 'The cat is asleep.', ru: 'Кошка спит.', source: 'slovo' }, formsByLemma)).toBeNull();
    // a reviewer's exception lets exactly the sentence read, not a rewording of it
    const right = { id: 'right~adv', headword: 'right', variants: [], pos: 'adverb' as const, level: 'a1' as const, translations: ['направо'] };
    const checked = new Map([['right~adv', sentenceKey('Turn right at the corner.')]]);
    const turn = (en: string) => exampleProblem(right, { en, ru: 'Поверни направо.', source: 'slovo' }, formsByLemma, { posChecked: checked });
    expect(turn('Turn right at the corner.')).toBeNull();
    expect(turn('The right answer is here.')).toBe('part of speech');
    // every exception names a shipped entry and is the example it carries (none left behind by a rewording)
    const byId = new Map(vocab.entries.map((e) => [e.id, e]));
    const stale = [...posChecked].filter(([id, key]) => !byId.get(id)?.example || sentenceKey(byId.get(id)!.example!.en) !== key);
    expect(stale).toEqual([]);
    // tags every shipped sentence (~9,000) with compromise: 15 s on an idle machine, over a minute on the shared one
  }, 240_000);

  it('meets the targets: ≥ 97% of A1–B1 rows with a primary translation; examples for ≥ 93% of A1–A2 and B1, ≥ 90% of B2–C2', () => {
    // an entry without a good example has none (no templates): these floors are what the rules leave, see REVIEW.md
    const source = vocab.sourceRows.a1 + vocab.sourceRows.a2 + vocab.sourceRows.b1;
    const low = vocab.entries.filter(lowLevels);
    expect(low.length / source).toBeGreaterThanOrEqual(0.97);
    const share = (ls: string[]) => {
      const es = vocab.entries.filter((e) => ls.includes(e.level));
      return es.filter((e) => e.example && containsForm(e.example.en, e.headword, formsByLemma, e.variants)).length / es.length;
    };
    expect(share(['a1', 'a2'])).toBeGreaterThanOrEqual(0.93);
    expect(share(['b1'])).toBeGreaterThanOrEqual(0.93);
    expect(share(['b2', 'c1', 'c2'])).toBeGreaterThanOrEqual(0.9);
  });

  it('the 300 most frequent entries are reviewed', () => {
    const top = [...vocab.entries].sort((a, b) => b.zipf - a.zipf || (a.id < b.id ? -1 : 1)).slice(0, 300);
    expect(top.filter((e) => !e.reviewed).map((e) => e.id)).toEqual([]);
  });

  it('every emoji hint is exactly one Emojibase emoji and comes from the reviewed file', () => {
    const require = createRequire(import.meta.url);
    const emojibase = new Set((require('emojibase-data/en/compact.json') as Array<{ unicode: string }>).map((e) => e.unicode));
    const reviewed = JSON.parse(readFileSync(`${DEFAULT_DATA_DIR}emoji-overrides.json`, 'utf8')) as { entries: Record<string, string> };
    const withEmoji = vocab.entries.filter((x) => x.emoji);
    expect(withEmoji.filter((e) => !emojibase.has(e.emoji!)).map((e) => `${e.id}: ${e.emoji}`)).toEqual([]);
    expect(withEmoji.filter((e) => reviewed.entries[e.id] !== e.emoji).map((e) => e.id)).toEqual([]);
    const ids = new Set(vocab.entries.map((e) => e.id));
    expect(Object.keys(reviewed.entries).filter((id) => !ids.has(id))).toEqual([]);
    expect(withEmoji.length).toBeGreaterThanOrEqual(1200);
  });
});

describe('lexicon', () => {
  it('has 15–20k headwords with ranked Russian translations', () => {
    const words = Object.entries(lexicon.words);
    expect(words.length).toBeGreaterThanOrEqual(15_000);
    expect(words.length).toBeLessThanOrEqual(20_000);
    const bad = words.filter(([, gs]) => gs.some(([, ts]) => ts.some((t) => !CYRILLIC.test(t) || MIXED.test(t))));
    expect(bad.map(([w]) => w)).toEqual([]);
  });

  it('offers nothing obscene or crude for any input: no crude headword, no crude translation', () => {
    const bad: string[] = [];
    for (const [w, gs] of Object.entries(lexicon.words)) {
      if (crudeEnglish(w)) bad.push(w);
      // crude slang only where the headword is crude slang itself, and then marked "(груб.)" (issue 29)
      for (const [, ts] of gs) for (const t of ts) if (!acceptableSuggestion(t) || (t.endsWith(CRUDE_MARK) && !EN_CRUDE_SLANG.has(w))) bad.push(`${w}: ${t}`);
    }
    expect(bad).toEqual([]);
    // mat by its morphology, not by listed spellings: prefixes with ъ/ь, vowel prefixes, the bare root
    expect(crudeRussian('объебать вьёбывать съёбывать подъёбка проёбывать переебал недоёбанный ебать').length).toBe(8);
    expect(crudeRussian('себе небо хлебать требовать объём въезд подъезд съел ребёнок победа убедить перебить побег забег')).toEqual([]);
    // slurs and crude slang the list missed
    expect(crudeRussian('гомосек негр стояк высер тёлочка').length).toBe(5);
    expect(crudeRussian('гомосексуальный тёлка')).toEqual([]);
    // the stop-list itself catches what it must and spares ordinary words
    expect(crudeRussian('шлюха, блядь, трахаться, мент, жопа, обоссать').length).toBe(6);
    expect(crudeRussian('момент страхует жидкий бухгалтер трахея мусор педикюр')).toEqual([]);
    expect(crudeEnglish('bullshit') && crudeEnglish('ass') && !crudeEnglish('class') && !crudeEnglish('cucumber')).toBe(true);
  });

  it('groups translations by part of speech, the most common use first', () => {
    const first = (w: string) => lexicon.words[w]?.[0];
    expect(first('run')?.[0]).toBe('verb');
    expect(first('run')?.[1][0]).toBe('бежать');
    expect(first('bank')).toEqual(['noun', expect.arrayContaining(['банк'])]);
    expect(first('bank')?.[1][0]).toBe('банк');
    for (const [w, gs] of Object.entries(lexicon.words)) {
      expect(new Set(gs.map(([p]) => p)).size, w).toBe(gs.length);
    }
  });

  it('contains every vocabulary headword', () => {
    const missing = vocab.entries.filter((e) => !(e.headword.toLowerCase() in lexicon.words));
    expect(missing.map((e) => e.id)).toEqual([]);
  });

  it('ships a Zipf table and irregular forms', () => {
    expect(Object.keys(lexicon.zipf).length).toBeGreaterThan(100);
    expect(lexicon.irregular.went).toContain('go');
    expect(lexicon.irregular.children).toContain('child');
  });
});

describe('level-test item bank', () => {
  const byId = () => new Map(vocab.entries.map((e) => [e.id, e]));

  it('has items for every level', () => {
    for (const l of CEFR_LEVELS) expect(items.items.filter((i) => !i.pseudo && i.level === l).length, l).toBeGreaterThanOrEqual(50);
  });

  it('has 4 distinct options with the answer among them', () => {
    for (const i of items.items) {
      expect(new Set(i.options).size, i.id).toBe(4);
      if (!i.pseudo) expect(i.options).toContain(i.answer);
    }
  });

  it('distractors are of the same POS and level and never share a translation with the answer', () => {
    const entries = byId();
    const bad: string[] = [];
    for (const i of items.items.filter((x) => !x.pseudo)) {
      const answer = entries.get(i.id);
      if (!answer) {
        bad.push(`${i.id}: not in vocabulary`);
        continue;
      }
      expect(answer.translations[0]).toBe(i.answer);
      const answerTr = new Set(answer.translations.map((t) => t.toLowerCase()));
      for (const o of i.options.filter((x) => x !== i.answer)) {
        const cands = vocab.entries.filter((e) => e.translations[0] === o && e.pos === i.pos && e.level === i.level);
        if (!cands.length) bad.push(`${i.id}: distractor ${o} is not a same-POS same-level entry`);
        for (const c of cands) {
          if (c.headword === answer.headword || c.translations.some((t) => answerTr.has(t.toLowerCase()))) {
            bad.push(`${i.id}: distractor ${c.id} shares a translation`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('options are plain lower-case Russian words (no abbreviations, brackets or garbled text)', () => {
    const bad = items.items.flatMap((i) => i.options.filter((o) => !/^[а-яё]+(?:[ -][а-яё]+)?$/.test(o)).map((o) => `${i.id}: ${o}`));
    expect(bad).toEqual([]);
  });

  it('no transparent loanword from B2 up (adrenaline → адреналин tests nothing) and nothing unfit for 12+', () => {
    const high = items.items.filter((i) => !i.pseudo && ['b2', 'c1', 'c2'].includes(i.level));
    expect(high.filter((i) => isTransparentLoan(i.word, i.answer!)).map((i) => `${i.word} → ${i.answer}`)).toEqual([]);
    expect(isTransparentLoan('adrenaline', 'адреналин') && isTransparentLoan('meteorology', 'метеорология')).toBe(true);
    expect(isTransparentLoan('tranquil', 'спокойный')).toBe(false);
    const unfit = items.items.filter((i) => sensitiveHits(i.word, i.answer).length || i.options.some((o) => sensitiveHits('', o).length));
    expect(unfit.map((i) => i.id)).toEqual([]);
  });

  it('no pseudo-word looks like a misspelling of a real word (edit distance 1 to any, 2 to a common one)', () => {
    const known: Array<[string, number]> = [];
    for (const [k, ws] of Object.entries(lexicon.zipf)) for (const w of ws.split(' ')) if (/^[a-z]+$/.test(w)) known.push([w, Number(k) / 100]);
    const bad: string[] = [];
    for (const p of items.items.filter((i) => i.pseudo)) {
      for (const [w, z] of known) {
        const d = editDistance(p.word, w, 2);
        if (d <= 1 || (d <= 2 && z >= 3 && p.word.length >= 7)) bad.push(`${p.word} ~ ${w}`);
      }
    }
    expect(bad).toEqual([]);
    expect(editDistance('beafy', 'beefy')).toBe(1);
    expect(editDistance('naithing', 'nothing')).toBe(2);
  });

  it('has at least 40 pseudo-words, absent from the vocabulary and the lexicon', () => {
    const pseudo = items.items.filter((i) => i.pseudo);
    expect(pseudo.length).toBeGreaterThanOrEqual(40);
    const heads = new Set(vocab.entries.map((e) => e.headword.toLowerCase()));
    for (const p of pseudo) {
      expect(p.answer).toBeNull();
      expect(heads.has(p.word)).toBe(false);
      expect(p.word in lexicon.words).toBe(false);
      expect(Object.values(lexicon.zipf).some((ws) => ` ${ws} `.includes(` ${p.word} `))).toBe(false);
    }
  });
});

describe('overrides and credits', () => {
  it('overrides parse and their reviewed rows are marked reviewed', () => {
    const o = overridesSchema.parse(JSON.parse(readFileSync(`${DEFAULT_DATA_DIR}overrides.json`, 'utf8')));
    const ids = new Map(vocab.entries.map((e) => [e.id, e]));
    for (const [id, ov] of Object.entries(o.entries)) {
      if (ov.drop) expect(ids.has(id), id).toBe(false);
      else if (ids.has(id)) expect(ids.get(id)!.reviewed, id).toBe(true);
      // as reviewed, less what the build never offers (crude or off-register words)
      const kept = ov.translations?.filter((t) => !crudeRussian(t).length && !offRegister(t));
      if (kept?.length && ids.has(id)) expect(ids.get(id)!.translations, id).toEqual(kept);
    }
  });

  it('credits name every source and licence, and the data licence is CC BY-SA 4.0', () => {
    const credits = readFileSync(`${DEFAULT_DATA_DIR}CREDITS.md`, 'utf8');
    for (const s of [
      'CEFR-J Wordlist Version 1.5',
      'Yukio Tono',
      'Octanove',
      'Wiktionary',
      'CC BY-SA 3.0',
      'GNU FDL',
      'Tatoeba',
      'CC BY 2.0 FR',
      'wordfreq',
      'Robyn Speer',
      'Emojibase',
      'MIT',
      'WordNet 3.0 Copyright 2006 by Princeton University',
      'CC BY-SA 4.0',
    ]) {
      expect(credits, s).toContain(s);
    }
    expect(readFileSync(`${DEFAULT_DATA_DIR}LICENSE`, 'utf8')).toContain('Attribution-ShareAlike 4.0');
    expect(vocab.licence).toContain('CC BY-SA 4.0');
  });

});
