/**
 * npm run data:build [-- --sources <dir>] [--review <file.tsv>] [--out <dir>]
 *
 * Builds the committed data under data/ from the raw sources in ../shared/data/sources (or --sources, or
 * SLOVO_DATA_SOURCES): the base vocabulary, the offline en→ru lexicon (crude translations dropped or marked by
 * profanity.ts's rules), the level-test item bank and the IPA transcriptions. Deterministic: the same inputs give
 * byte-identical outputs (npm run data:verify checks it). See docs/data.md, "Pipeline".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  POS as POS_LIST,
  type Example,
  type LexiconFile,
  type Level,
  type LexiconGroup,
  type LexiconPos,
  type Pos,
  type TestItem,
  type VocabularyEntry,
  lexiconFileSchema,
  testItemsFileSchema,
  vocabularyFileSchema,
} from '../../server/modules/vocabulary/data-schema';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { allForms, containsForm, englishTokens, lemmaCandidates, tokenVariants } from '../../server/modules/vocabulary/inflect';
import { seededRng } from '../../server/modules/vocabulary/test-items';
import { type Overrides, applyOverrides, posCheckedKeys, readOverrides } from './overrides';
import { MAX_EXAMPLE_WORDS, exampleProblem, expressionTokens, onlyInExpressions, posAgrees, posForms, sentenceKey } from './example-rules';
import { MisspellingIndex, editDistance, makePseudoWords } from './pseudo';
import { crudeEnglish, crudeRussian, offRegister, suggestionTranslation } from './profanity';
import { russianContains, russianTokens } from './russian';
import { sensitiveHits } from './sensitive';
import {
  type ListRow,
  type Pair,
  type WiktSense,
  readCefrj,
  readOctanove,
  readTatoeba,
  readWiktionary,
  readWordfreq,
} from './sources';
import { type Synset, WordNet, type WnPos } from './wordnet';
import { applyTopicSets, readTopicSets } from './topic-sets';
import { posShare, relevel } from './relevel';
import { levelFromZipf } from '../../server/modules/vocabulary/level-estimate';
import { DATA, LICENCE, arg, sourcesDir } from './paths';
import { TRANSCRIPTIONS_FILE, buildTranscriptions } from './transcriptions';


// ---------------------------------------------------------------------------------------------------------------
// Helpers

const POS_MAP: Record<string, Pos> = {
  noun: 'noun',
  verb: 'verb',
  'be-verb': 'verb',
  'do-verb': 'verb',
  'have-verb': 'verb',
  'modal auxiliary': 'modal',
  adjective: 'adjective',
  adverb: 'adverb',
  preposition: 'preposition',
  pronoun: 'pronoun',
  determiner: 'determiner',
  conjunction: 'conjunction',
  interjection: 'interjection',
  number: 'number',
  'infinitive-to': 'particle',
};
export const POS_CODE: Record<Pos, string> = {
  noun: 'n',
  verb: 'v',
  adjective: 'adj',
  adverb: 'adv',
  preposition: 'prep',
  pronoun: 'pron',
  determiner: 'det',
  conjunction: 'conj',
  interjection: 'interj',
  number: 'num',
  modal: 'modal',
  particle: 'part',
};
const WIKT_POS: Record<Pos, string[]> = {
  noun: ['n'],
  verb: ['v'],
  modal: ['v'],
  adjective: ['adj'],
  adverb: ['adv'],
  preposition: ['prep'],
  pronoun: ['pron', 'determiner'],
  determiner: ['determiner', 'article', 'pron'],
  conjunction: ['conj'],
  interjection: ['interj', 'phrase'],
  number: ['num', 'n'],
  particle: ['particle', 'prep'],
};
const COMPATIBLE_POS: Partial<Record<Pos, string[]>> = {
  adverb: ['prep', 'conj'],
  preposition: ['adv', 'conj'],
  conjunction: ['prep', 'adv'],
  determiner: ['adj', 'pron'],
  pronoun: ['adj', 'n'],
  number: ['adj', 'pron'],
  modal: ['phrase', 'adj'],
  particle: ['prep'],
  interjection: ['adv', 'adj'],
};
/** What a Russian translation of a part of speech looks like (last word's ending). */
const RU_SHAPE: Partial<Record<Pos, { test: (t: string) => boolean }>> = {
  verb: /([аяеиоуы]ть|ться|ти|чь|чься|тись)$/,
  noun: { test: (t) => !/[аяеиоуы]ть(ся)?$|ти$|чь$|ся$|(ый|ий|ой)$/.test(t) && !t.includes(' ') },
  adjective: /(ый|ий|ой)$/,
};
const WN_POS: Partial<Record<Pos, WnPos>> = { noun: 'n', verb: 'v', adjective: 'a', adverb: 'r' };
const FUNCTION_POS = new Set<Pos>([
  'preposition',
  'pronoun',
  'determiner',
  'conjunction',
  'interjection',
  'number',
  'modal',
  'particle',
]);

const TOPICS: Record<string, string> = {
  'personal identification': 'personal',
  'personal information': 'personal',
  education: 'education',
  'food and drink': 'food',
  'free time, entertainment': 'free-time',
  'hobbies and pastimes': 'hobbies',
  'hobbies and lifestyles': 'hobbies',
  'leisure activities': 'free-time',
  shopping: 'shopping',
  'things in the town, shops and shopping': 'town',
  'work and jobs': 'work',
  'objects and rooms': 'home',
  'house and home, environment': 'home',
  'news, lifestyles and current affairs': 'news',
  travel: 'travel',
  'travel and services vocab': 'travel',
  'ways of travelling': 'transport',
  'ways of traveling': 'transport',
  'health and body care': 'health',
  'relations with other people': 'relationships',
  'family life': 'family',
  services: 'services',
  'nationalities and countries': 'countries',
  clothes: 'clothes',
  media: 'media',
  'books and literature': 'books',
  language: 'language',
  'daily life': 'daily-life',
  weather: 'weather',
  arts: 'arts',
  art: 'arts',
  film: 'arts',
  places: 'places',
  colours: 'colours',
  'technical and legal language': 'technical',
  holidays: 'holidays',
  'scientific development': 'science',
  dimensions: 'measurement',
  'adjectives: personality, description, feelings': 'personality',
};
const LEXFILE_TOPIC: Record<number, string> = { 5: 'animals', 8: 'body', 13: 'food', 20: 'plants' };
const CONCRETE_LEXFILES = new Set([5, 6, 8, 13, 17, 20, 27]);

export function slug(headword: string): string {
  return headword
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9.'-]/g, '')
    .replace(/^[^a-z0-9]+/, '');
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** wordfreq-style Zipf of a phrase: frequencies combine as 1/f = Σ 1/f_i. */
function zipfOf(text: string, freq: Map<string, number>): number {
  const parts = englishTokens(text);
  if (parts.length === 0) return 0;
  let inv = 0;
  for (const p of parts) {
    const z = freq.get(p);
    if (z === undefined) return 0;
    inv += 10 ** -z;
  }
  return Math.round((Math.log10(1 / inv) + 0) * 100) / 100;
}

/** Deterministic 32-bit hash (FNV-1a). */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}


// ---------------------------------------------------------------------------------------------------------------
// The join

interface Draft {
  id: string;
  headword: string;
  variants: string[];
  pos: Pos;
  level: Level;
  topics: string[];
  note: string;
  order: number;
  source: 'cefrj' | 'octanove' | 'slovo';
  translations: string[];
  example: Example | null;
  zipf: number;
  emoji: string | null;
  concrete: boolean;
  flags: string[];
  votes: number;
}

function listRows(sources: string): { rows: ListRow[]; sourceRows: Record<Level, number> } {
  const raw = [...readCefrj(sources), ...readOctanove(sources)];
  const sourceRows = Object.fromEntries(CEFR_LEVELS.map((l) => [l, 0])) as Record<Level, number>;
  const rows: ListRow[] = [];
  for (const r of raw) {
    if (!r.headword || !POS_MAP[r.pos] || !(CEFR_LEVELS as readonly string[]).includes(r.level)) continue;
    sourceRows[r.level as Level]++;
    rows.push(r);
  }
  return { rows, sourceRows };
}

class Wikt {
  private byHead = new Map<string, WiktSense[]>();
  constructor(senses: WiktSense[]) {
    for (const s of senses) {
      const list = this.byHead.get(s.headword) ?? [];
      list.push(s);
      this.byHead.set(s.headword, list);
    }
    // Resolve SEE references once (one level deep), keeping the referring sense's POS.
    for (const list of this.byHead.values()) {
      for (const s of list) {
        if (s.translations.length || !s.see) continue;
        const target = this.byHead.get(s.see) ?? [];
        const same = target.filter((t) => t.pos === s.pos && t.translations.length);
        const pick = same.find((t) => t.primary) ?? same[0] ?? target.find((t) => t.translations.length);
        if (pick) s.translations = [...pick.translations];
      }
    }
  }
  headwords(): string[] {
    return [...this.byHead.keys()];
  }
  get(headword: string): WiktSense[] {
    return this.byHead.get(headword) ?? [];
  }
  /** Senses for a headword in the list (case, hyphen and spacing variants tried). */
  find(headword: string): WiktSense[] {
    const title = (h: string) => h.replace(/(^|[\s-])([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase());
    const base = [headword, headword.replace(/-/g, ' '), headword.replace(/-/g, ''), headword.replace(/ /g, '-')];
    const cands = base.flatMap((h) => [h, h.toLowerCase(), h.charAt(0).toUpperCase() + h.slice(1), title(h)]);
    for (const c of cands) {
      const s = this.byHead.get(c);
      if (s?.some((x) => x.translations.length)) return s;
    }
    return [];
  }
}

class Corpus {
  readonly pairs: Pair[];
  readonly ruTokens: string[][];
  readonly enWords: number[];
  /** sentenceKey of each English side. */
  readonly keys: string[];
  private byToken = new Map<string, number[]>();
  constructor(pairs: Pair[]) {
    this.pairs = pairs;
    this.ruTokens = pairs.map((p) => russianTokens(p.ru));
    this.enWords = pairs.map((p) => englishTokens(p.en).length);
    this.keys = pairs.map((p) => sentenceKey(p.en));
    pairs.forEach((p, i) => {
      const seen = new Set<string>();
      for (const t of englishTokens(p.en)) for (const v of tokenVariants(t)) seen.add(v);
      for (const t of seen) {
        const list = this.byToken.get(t) ?? [];
        list.push(i);
        this.byToken.set(t, list);
      }
    });
  }
  /** Pair ids whose English side contains the headword in some form. */
  matching(headword: string, variants: string[], formsByLemma: Map<string, string[]>): number[] {
    const out = new Set<number>();
    for (const hw of [headword, ...variants]) {
      const parts = englishTokens(hw);
      if (!parts.length) continue;
      // candidate ids from the rarest part
      let best: number[] | null = null;
      for (const p of parts) {
        const ids = new Set<number>();
        for (const f of allForms(p, formsByLemma)) for (const id of this.byToken.get(f) ?? []) ids.add(id);
        const arr = [...ids];
        if (best === null || arr.length < best.length) best = arr;
      }
      for (const id of best ?? []) {
        if (parts.length === 1 || containsForm(this.pairs[id]!.en, hw, formsByLemma)) out.add(id);
      }
    }
    return [...out].sort((a, b) => a - b);
  }
}

const stop = new Set(['a', 'an', 'the', 'of', 'to', 'in', 'or', 'and', 'as', 'for', 'on', 'something', 'someone', 'eg']);
function overlap(note: string, gloss: string): number {
  const n = new Set(englishTokens(note).filter((t) => !stop.has(t)));
  let k = 0;
  for (const t of englishTokens(gloss)) if (n.has(t)) k++;
  return k;
}

interface SenseChoice {
  translations: string[];
  votes: number;
  fallbackPos: boolean;
}

function chooseTranslations(
  d: Draft,
  wikt: Wikt,
  corpus: Corpus,
  pairIds: number[],
  ruFreq: Map<string, number>,
): SenseChoice | null {
  let all: WiktSense[] = [];
  for (const hw of [d.headword, ...d.variants]) {
    all = wikt.find(hw);
    if (all.length) break;
  }
  const withTr = all.filter((s) => s.translations.length);
  if (!withTr.length) return null;
  const wanted = WIKT_POS[d.pos];
  let senses = withTr.filter((s) => wanted.includes(s.pos) || (d.pos === 'noun' && s.pos === 'prop' && /^[A-Z]/.test(d.headword)));
  let fallbackPos = false;
  if (!senses.length) {
    // only between parts of speech whose translations carry over (a preposition used as an adverb, …)
    // or, for mis-tagged Wiktionary senses, any sense whose Russian words have the right shape
    const compatible = COMPATIBLE_POS[d.pos] ?? [];
    senses = withTr.filter((s) => compatible.includes(s.pos));
    const shape = RU_SHAPE[d.pos];
    if (!senses.length && shape) {
      senses = withTr
        .map((s) => ({ ...s, translations: s.translations.filter((t) => shape.test(t)) }))
        .filter((s) => s.translations.length);
    }
    fallbackPos = true;
    if (!senses.length) return null;
  }
  const ids = pairIds.slice(0, 400);
  const trVotes = new Map<string, number>();
  const voteOf = (t: string) => {
    let v = trVotes.get(t);
    if (v === undefined) {
      v = 0;
      for (const id of ids) if (russianContains(corpus.ruTokens[id]!, t)) v++;
      trVotes.set(t, v);
    }
    return v;
  };
  // how many senses share a translation: a recurring translation is the word's core meaning
  const recurrence = new Map<string, number>();
  for (const s of senses) for (const t of s.translations) recurrence.set(t, (recurrence.get(t) ?? 0) + 1);

  const scored = senses.map((s) => {
    let votes = 0;
    for (const id of ids) if (s.translations.some((t) => russianContains(corpus.ruTokens[id]!, t))) votes++;
    const rec = Math.max(...s.translations.map((t) => recurrence.get(t) ?? 0));
    const rz = Math.max(...s.translations.map((t) => ruFreq.get(t.toLowerCase()) ?? 0));
    const hint = d.note ? overlap(d.note, s.gloss) : 0;
    const cognate = Math.max(0, ...s.translations.map((t) => cognateStrength(d.headword, t)));
    // without enough votes: the primary (IPA) sense, a cognate ("global" → глобальный), a common Russian word
    // and a translation shared by several senses all speak for the everyday meaning
    const prior = Number(s.primary) * 1.0 + cognate + rz * 0.4 + Math.min(rec, 3) * 0.25;
    return { s, votes, rec, rz, hint, prior };
  });
  scored.sort(
    (a, b) =>
      b.hint - a.hint ||
      (b.votes >= 3 || a.votes >= 3 ? b.votes - a.votes : 0) ||
      b.prior - a.prior ||
      a.s.order - b.s.order,
  );
  const win = scored[0]!;
  // order inside the winning sense: keep Wiktionary's order unless a later translation is clearly attested more
  const inSense = win.s.translations.map((t, i) => ({ t, i, v: voteOf(t) }));
  const first = inSense[0]!;
  inSense.sort((a, b) => {
    const va = a.v >= 3 && a.v > first.v * 1.5 ? a.v : 0;
    const vb = b.v >= 3 && b.v > first.v * 1.5 ? b.v : 0;
    return vb - va || a.i - b.i;
  });
  const out = inSense.map((x) => x.t);
  // add well-attested translations of other senses of the same POS
  const others: Array<{ t: string; v: number; o: number }> = [];
  for (const x of scored.slice(1)) {
    for (const t of x.s.translations) if (!out.includes(t)) others.push({ t, v: voteOf(t), o: x.s.order });
  }
  others.sort((a, b) => b.v - a.v || a.o - b.o || cmp(a.t, b.t));
  for (const o of others) {
    if (out.length >= 5) break;
    if (o.v >= 2 && !out.includes(o.t)) out.push(o.t);
  }
  // a lower-case headword gets lower-case translations (drops "Нью" for "new", "Вы" next to "вы")
  const cleaned: string[] = [];
  for (const t of out) {
    if (/^[a-z]/.test(d.headword) && /^[А-ЯЁ][а-яё]/.test(t)) continue;
    if (cleaned.some((c) => c.toLowerCase() === t.toLowerCase())) continue;
    cleaned.push(t);
  }
  if (!cleaned.length) return null;
  return { translations: cleaned.slice(0, 6), votes: win.votes, fallbackPos };
}

/** Russian adverb from an adjective: -ый/-ой → -о, -кий/-гий/-хий → -о, -ий → -е (полезный → полезно). */
export function russianAdverb(adj: string): string | null {
  if (adj.includes(' ')) return null;
  if (/(ый|ой)$/.test(adj)) return adj.slice(0, -2) + 'о';
  if (/[кгх]ий$/.test(adj)) return adj.slice(0, -2) + 'о';
  if (/[жшчщ]ий$/.test(adj)) return adj.slice(0, -2) + 'е';
  if (/ний$/.test(adj)) return adj.slice(0, -2) + 'е';
  return null;
}

/** -ly adverbs missing from Wiktionary: the adjective's translations turned into adverbs (flagged for review). */
function adverbFromAdjective(d: Draft, wikt: Wikt, corpus: Corpus, ids: number[], ruFreq: Map<string, number>): SenseChoice | null {
  const h = d.headword;
  const bases = [h.replace(/ily$/, 'y'), h.replace(/ally$/, 'al'), h.replace(/ally$/, 'ic'), h.replace(/ly$/, ''), h.replace(/ly$/, 'le'), h.replace(/ly$/, 'e')];
  for (const b of bases) {
    if (b === h) continue;
    const adj: Draft = { ...d, headword: b, variants: [], pos: 'adjective', note: '' };
    const c = wikt.find(b).length ? chooseTranslations(adj, wikt, corpus, ids, ruFreq) : null;
    if (!c || c.fallbackPos) continue;
    // keep only adverbs Russian actually uses (attested in wordfreq's Russian list)
    const advs = [...new Set(c.translations.map(russianAdverb).filter((x): x is string => !!x && (ruFreq.get(x) ?? 0) >= 2))];
    if (advs.length) return { translations: advs.slice(0, 4), votes: 0, fallbackPos: false };
  }
  return null;
}

const RU_SKELETON: Record<string, string> = {
  б: 'b', в: 'v', г: 'g', д: 'd', ж: 'z', з: 's', к: 'k', л: 'l', м: 'm', н: 'n', п: 'p', р: 'r', с: 's', т: 't',
  ф: 'f', х: 'k', ц: 's', ч: 'c', ш: 's', щ: 's',
};
function skeletonRu(w: string): string {
  return [...w.toLowerCase()].map((c) => RU_SKELETON[c] ?? '').join('');
}
function skeletonsEn(w: string): string[] {
  const base = w
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/th/g, 't')
    .replace(/ch/g, 'c')
    .replace(/sh/g, 's')
    .replace(/ck/g, 'k')
    .replace(/(.)\1/g, '$1');
  let out = [''];
  for (const ch of base) {
    const opts =
      ch === 'c' ? ['k', 's', 'c'] : ch === 'x' ? ['ks'] : ch === 'j' ? ['dz', 'z'] : ch === 'q' ? ['k'] : ch === 'w' ? ['v'] : ch === 'z' ? ['s'] : /[aeiouyh]/.test(ch) ? [''] : [ch];
    out = out.flatMap((o) => opts.map((x) => o + x)).slice(0, 16);
  }
  return out;
}
/**
 * How much a Russian translation looks like a loan of the English word (global → глобальный): 0.9 when the first
 * three consonants match, 0.4 for two (short words), else 0. Weighted below the primary sense: false friends exist.
 */
export function cognateStrength(en: string, ru: string): number {
  if (en.length < 4 || ru.length < 4 || ru.includes(' ')) return 0;
  const r = skeletonRu(ru);
  if (r.length < 2) return 0;
  const n = Math.min(3, r.length);
  const hit = skeletonsEn(en).some((e) => e.length >= n && e.slice(0, n) === r.slice(0, n));
  return hit ? (n === 3 ? 0.9 : 0.4) : 0;
}

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'o', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i',
  ь: '', э: 'e', ю: 'u', я: 'a',
};
const loanKey = (s: string) =>
  s.replace(/ph/g, 'f').replace(/th/g, 't').replace(/ck|c|q/g, 'k').replace(/x/g, 'ks').replace(/w/g, 'v').replace(/[yj]/g, 'i').replace(/h/g, 'g').replace(/z/g, 's').replace(/(.)\1/g, '$1');

/**
 * A Russian word that is the English word in Cyrillic (adrenaline → адреналин, maneuver → манёвр, hypothesis →
 * гипотеза): the transliteration is within 40% edits of the English spelling, after the usual sound matches.
 */
export function isTransparentLoan(en: string, ru: string): boolean {
  if (ru.includes(' ') || en.length < 4) return false;
  // endings differ by language (linear → линейный, realize → реализовать): compare stems
  const r = loanKey([...ru.toLowerCase().replace(/(ческий|ский|ный|ый|ий|ой|ировать|овать|ать|ить)$/, '')].map((c) => TRANSLIT[c] ?? c).join('').replace(/(iia|ia|ii)$/, 'i'));
  const e = loanKey(en.toLowerCase().replace(/(ical|ic|al|ous|ive|ar|ize|ise)$/, '').replace(/(y|ia|ies)$/, 'i'));
  if (r.length < 3 || e.length < 3) return false;
  return editDistance(r, e, 6) <= Math.floor(Math.max(r.length, e.length) * 0.4);
}

const VERB_CUE = new Set(['to', 'i', 'you', 'we', 'they', 'he', 'she', 'will', 'can', "can't", 'could', 'would', 'should', 'must', 'did', "didn't", "don't", "doesn't", 'do', 'does', 'let', "let's", 'please', 'not', 'never', 'always', 'often', 'usually']);
const NOUN_CUE = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'her', 'our', 'their', 'this', 'that', 'these', 'those', 'some', 'any', 'no', 'of', 'its', 'every', 'each']);
const ADJ_CUE = new Set(['is', 'are', 'was', 'were', 'be', 'very', 'so', 'too', 'a', 'an', 'the', 'looks', 'look', 'feel', 'feels', 'seems', 'quite', 'really', 'more', 'most', 'get', 'got', 'become']);

function posFit(en: string, d: Draft, formsByLemma: Map<string, string[]>): number {
  const tokens = englishTokens(en);
  const forms = new Set(allForms(englishTokens(d.headword)[0] ?? '', formsByLemma));
  for (let i = 0; i < tokens.length; i++) {
    if (!tokenVariants(tokens[i]!).some((t) => forms.has(t))) continue;
    const prev = tokens[i - 1] ?? '';
    if (d.pos === 'verb' && (VERB_CUE.has(prev) || tokens[i] !== d.headword.toLowerCase())) return 2;
    if (d.pos === 'noun' && NOUN_CUE.has(prev)) return 2;
    if (d.pos === 'adjective' && ADJ_CUE.has(prev)) return 2;
    if (d.pos === 'adverb' && i === tokens.length - 1) return 1;
  }
  return 0;
}

function formUsedAsPos(en: string, headword: string, forms: Set<string>): boolean {
  const raw = en.replace(/[’`]/g, "'").match(/[A-Za-z0-9]+(?:'[A-Za-z]+)*/g) ?? [];
  const lowerHead = headword === headword.toLowerCase();
  for (let i = 0; i < raw.length; i++) {
    const tok = raw[i]!;
    const variants = tokenVariants(tok.toLowerCase());
    if (!variants.some((v) => forms.has(v))) continue;
    if (lowerHead && i > 0 && /^[A-Z]/.test(tok)) continue;
    return true;
  }
  return false;
}

/**
 * The other words of the sentence at most one level above the entry, with one exception allowed up to three
 * levels above (names and numbers aside): a beginner's example uses a beginner's words.
 */
function wordsAtLevel(en: string, d: Draft, level: (token: string) => number): boolean {
  const max = CEFR_LEVELS.indexOf(d.level) + 1;
  const own = new Set(englishTokens(d.headword));
  const raw = en.replace(/[’`]/g, "'").match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? [];
  let over = 0;
  for (let i = 0; i < raw.length; i++) {
    const tok = raw[i]!;
    const t = tok.toLowerCase().replace(/'.*$/, '');
    if (!t || own.has(t) || (i > 0 && /^[A-Z]/.test(tok))) continue;
    const l = level(t);
    if (l > max + 2) return false;
    if (l > max && ++over > 1) return false;
  }
  return true;
}

function chooseExample(
  d: Draft,
  corpus: Corpus,
  pairIds: number[],
  used: Set<string>,
  formsByLemma: Map<string, string[]>,
  stats: { filtered: number },
  level: (token: string) => number,
  expressions: readonly (readonly string[])[],
): Example | null {
  let best: { id: number; score: number } | null = null;
  const allow = [d.headword, ...d.variants];
  const single = !d.headword.includes(' ') && !d.headword.includes('-');
  const forms = single ? posForms(d.headword, d.pos, formsByLemma) : null;
  for (const id of pairIds) {
    // one sentence, one card (Tatoeba repeats an English sentence with other translations)
    if (used.has(corpus.keys[id]!)) continue;
    const p = corpus.pairs[id]!;
    const words = corpus.enWords[id]!;
    if (words > MAX_EXAMPLE_WORDS[d.level]) continue;
    // the headword must appear in a form its part of speech allows (no "leaned" for the adjective "lean"),
    // and not capitalised mid-sentence when it is a common word ("Turkey" for "turkey")
    if (forms && !formUsedAsPos(p.en, d.headword, forms)) continue;
    if (words < 3 || words > 14 || p.en.length > 90 || p.ru.length > 110) continue;
    if (/["“”]/.test(p.en) && words > 8) continue;
    if (sensitiveHits(p.en, p.ru, allow, d.translations, formsByLemma).length) {
      stats.filtered++;
      continue;
    }
    const rt = corpus.ruTokens[id]!;
    // the Russian side must carry one of the entry's translations: the sentence is in the entry's sense
    let score = 0;
    if (d.translations[0] && russianContains(rt, d.translations[0])) score += 10;
    else if (d.translations.some((t) => russianContains(rt, t))) score += 5;
    // (function words and adverbs are translated too freely for this test: their POS check and level suffice)
    else if (!FUNCTION_POS.has(d.pos) && d.pos !== 'adverb') continue;
    if (forms && !posAgrees(p.en, d.headword, d.pos, forms)) continue;
    if (forms && onlyInExpressions(p.en, forms, expressions)) continue;
    if (!wordsAtLevel(p.en, d, level)) continue;
    score += posFit(p.en, d, formsByLemma);
    score -= Math.abs(words - 7) * 0.4;
    if (/\bTom\b|\bMary\b/.test(p.en)) score -= 0.5;
    if (
      !best ||
      score > best.score ||
      (score === best.score &&
        (p.en.length < corpus.pairs[best.id]!.en.length ||
          (p.en.length === corpus.pairs[best.id]!.en.length && cmp(p.en + p.ru, corpus.pairs[best.id]!.en + corpus.pairs[best.id]!.ru) < 0)))
    ) {
      best = { id, score };
    }
  }
  if (!best) return null;
  used.add(corpus.keys[best.id]!);
  const p = corpus.pairs[best.id]!;
  return { en: p.en, ru: p.ru, source: 'tatoeba' };
}

function emojiIndex() {
  const require = createRequire(import.meta.url);
  const data = require('emojibase-data/en/compact.json') as Array<{
    label: string;
    unicode: string;
    group?: number;
    order?: number;
    tags?: string[];
  }>;
  const usable = data
    .filter((e) => e.group !== undefined && e.group >= 3 && e.group <= 7)
    .filter((e) => sensitiveHits(e.label, null).length === 0 && !/\b(pistol|bomb|knife|dagger|syringe|pill|cigarette|coffin|urn|beer|wine|cocktail|sake|whisky|tumbler|champagne|skull)\b/.test(e.label))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  // Tags are too loose ("beer" tags ginger root): only labels count, plus a few everyday aliases.
  const alias: Record<string, string> = {
    car: 'automobile', bike: 'bicycle', plane: 'airplane', phone: 'mobile phone', telephone: 'telephone',
    tv: 'television', television: 'television', computer: 'laptop', laptop: 'laptop', mobile: 'mobile phone',
    clock: 'mantelpiece clock', flower: 'tulip', bread: 'bread', cheese: 'cheese wedge', egg: 'egg', cake: 'shortcake',
    sun: 'sun', moon: 'crescent moon', glasses: 'glasses', dress: 'dress', shirt: 't-shirt', shoe: "man's shoe",
    boot: "woman's boot", bag: 'handbag', umbrella: 'umbrella', ball: 'soccer ball', gift: 'wrapped gift',
    present: 'wrapped gift', letter: 'envelope', book: 'closed book', pen: 'pen', pencil: 'pencil', key: 'key',
  };
  return (word: string): string | null => {
    const w = word.toLowerCase();
    const target = alias[w] ?? w;
    const exact = usable.find((e) => e.label.toLowerCase() === target);
    if (exact) return exact.unicode;
    // "dog face", "red apple": two-word labels of animals and food ending in the word
    const two = usable.find(
      (e) => (e.group === 3 || e.group === 4) && e.label.split(' ').length === 2 && (e.label.toLowerCase().endsWith(` ${w}`) || e.label.toLowerCase() === `${w} face`),
    );
    return two?.unicode ?? null;
  };
}

/**
 * data/emoji-overrides.json — the reviewed illustration hints (id → emoji), the only source of `emoji` in the
 * vocabulary. Every emoji must be an Emojibase entry (its `unicode` string exactly); unknown emoji or ids fail.
 */
function readEmojiOverrides(): Map<string, string> {
  const file = join(DATA, 'emoji-overrides.json');
  const out = new Map<string, string>();
  if (!existsSync(file)) return out;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, string> };
  const require = createRequire(import.meta.url);
  const known = new Set((require('emojibase-data/en/compact.json') as Array<{ unicode: string }>).map((e) => e.unicode));
  for (const [id, emoji] of Object.entries(parsed.entries)) {
    if (!known.has(emoji)) throw new Error(`emoji-overrides.json: ${id}: ${emoji} is not an Emojibase emoji`);
    out.set(id, emoji);
  }
  return out;
}

interface Addition {
  headword: string;
  pos: Pos;
  level: Level;
  translations: string[];
  topic: string | null;
  example: Example;
}

/** data/additions.tsv — entries written for Slovo: phrasal verbs, fixed expressions, missing everyday words. */
function readAdditions(): Addition[] {
  const file = join(DATA, 'additions.tsv');
  if (!existsSync(file)) return [];
  const out: Addition[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [headword, pos, level, tr, topic, en, ru] = line.split('\t').map((x) => x.trim());
    if (!headword || !pos || !level || !tr || !en || !ru || !(POS_LIST as readonly string[]).includes(pos) || !(CEFR_LEVELS as readonly string[]).includes(level))
      throw new Error(`additions.tsv: bad line: ${line}`);
    out.push({
      headword,
      pos: pos as Pos,
      level: level as Level,
      translations: tr.split(',').map((t) => t.trim()).filter(Boolean),
      topic: topic && topic !== '-' ? topic : null,
      example: { en, ru, source: 'slovo' },
    });
  }
  return out;
}

function readSlovoExamples(): Map<string, Example> {
  const file = join(DATA, 'slovo-examples.tsv');
  const out = new Map<string, Example>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id, en, ru] = line.split('\t');
    if (id && en) out.set(id.trim(), { en: en.trim(), ru: ru?.trim() || null, source: 'slovo' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

/** Builds from `sources` (and the reviewed inputs under data/) into `out` (data/ unless told otherwise). */
/** What a build reports beyond its files: the levels the topic sets and the re-levelling rule changed. */
export interface BuildSummary {
  loweredBySets: number;
  relevelledByRule: { b2: number; c1: number };
}

export async function build(sources: string, reviewOut?: string, out: string = DATA): Promise<BuildSummary> {
  const t0 = Date.now();
  const wn = new WordNet();
  const formsByLemma = wn.formsByLemma;
  const { rows, sourceRows } = listRows(sources);
  const wikt = new Wikt(readWiktionary(sources));
  const corpus = new Corpus(readTatoeba(sources));
  const enFreq = readWordfreq(sources, 'large_en.msgpack.gz');
  const ruFreq = readWordfreq(sources, 'small_ru.msgpack.gz');
  const overrides = readOverrides(join(DATA, 'overrides.json'));
  const slovoExamples = readSlovoExamples();
  const emojiFor = emojiIndex();
  const reviewedEmoji = readEmojiOverrides();
  let emojiCandidates = 0;
  console.log(`sources read in ${Date.now() - t0} ms`);

  // 1. list rows → drafts (one per headword+pos, the lower level wins); a variant that is itself a listed
  // headword ("am" in "a.m./am") is dropped so that its examples are not confused
  const listed = new Set(rows.flatMap((r) => (r.headword.includes('/') ? [] : [r.headword.toLowerCase()])));
  const drafts = new Map<string, Draft>();
  const levelRank = (l: string) => CEFR_LEVELS.indexOf(l as Level);
  for (const r of rows) {
    const names = r.headword.split('/').map((s) => s.trim()).filter(Boolean);
    const headword = names[0]!;
    const pos = POS_MAP[r.pos]!;
    const key = `${slug(headword)}~${POS_CODE[pos]}`;
    const prev = drafts.get(key);
    if (prev) {
      if (levelRank(r.level) < levelRank(prev.level)) prev.level = r.level as Level;
      continue;
    }
    const topics = [...new Set(r.topics.map((t) => TOPICS[t.toLowerCase()]).filter((t): t is string => !!t))];
    drafts.set(key, {
      id: key,
      headword,
      variants: names.slice(1).filter((v) => v !== headword && !listed.has(v.toLowerCase())),
      pos,
      level: r.level as Level,
      topics,
      note: r.note,
      order: r.order,
      source: r.source,
      translations: [],
      example: null,
      zipf: 0,
      emoji: null,
      concrete: false,
      flags: [],
      votes: 0,
    });
  }

  // 2. translations, zipf, topics, emoji
  const pairIdsOf = new Map<string, number[]>();
  for (const d of drafts.values()) {
    const ids = corpus.matching(d.headword, d.variants, formsByLemma);
    pairIdsOf.set(d.id, ids);
    let choice = chooseTranslations(d, wikt, corpus, ids, ruFreq);
    if (!choice && d.pos === 'adverb' && /ly$/.test(d.headword)) {
      choice = adverbFromAdjective(d, wikt, corpus, ids, ruFreq);
      if (choice) d.flags.push('derived');
    }
    if (choice) {
      d.translations = choice.translations;
      d.votes = choice.votes;
      if (choice.fallbackPos) d.flags.push('pos-fallback');
    } else if (['a1', 'a2', 'b1'].includes(d.level)) d.flags.push('no-translation');
    if (FUNCTION_POS.has(d.pos) || ['be', 'have', 'do', 'get', 'go', 'make', 'take'].includes(d.headword)) d.flags.push('function-word');
    d.zipf = Math.max(zipfOf(d.headword, enFreq), ...d.variants.map((v) => zipfOf(v, enFreq)));
    const wp = WN_POS[d.pos];
    const senses: Synset[] = wp ? wn.senses(d.headword, wp) : [];
    if (d.pos === 'noun' && senses[0]) {
      const t = LEXFILE_TOPIC[senses[0].lexfile];
      if (t && !d.topics.includes(t)) d.topics.push(t);
      // the automatic label match only counts candidates for reviewers; the reviewed file supplies the emoji
      if (!reviewedEmoji.has(d.id) && senses.slice(0, 2).some((s) => CONCRETE_LEXFILES.has(s.lexfile)) && emojiFor(d.headword))
        emojiCandidates++;
    }
    d.emoji = reviewedEmoji.get(d.id) ?? null;
    d.concrete = d.pos === 'noun' && !!senses[0] && CONCRETE_LEXFILES.has(senses[0].lexfile);
    d.topics.sort(cmp);
  }

  // 2b. entries written for Slovo: new rows, or a listed row's level, translations and example replaced
  const added = new Set<string>();
  for (const a of readAdditions()) {
    const id = `${slug(a.headword)}~${POS_CODE[a.pos]}`;
    const d: Draft = drafts.get(id) ?? {
      id, headword: a.headword, variants: [], pos: a.pos, level: a.level, topics: [], note: '', order: drafts.size,
      source: 'slovo', translations: [], example: null, zipf: zipfOf(a.headword, enFreq), emoji: null, concrete: false, flags: [], votes: 0,
    };
    d.level = a.level;
    d.translations = [...a.translations];
    if (a.topic && !d.topics.includes(a.topic)) d.topics = [...d.topics, a.topic].sort(cmp);
    d.emoji = reviewedEmoji.get(id) ?? d.emoji;
    const first = a.pos === 'noun' ? wn.senses(a.headword, 'n')[0] : undefined;
    d.concrete = d.concrete || (!!first && CONCRETE_LEXFILES.has(first.lexfile));
    drafts.set(id, d);
    slovoExamples.set(id, a.example);
    if (!pairIdsOf.has(id)) pairIdsOf.set(id, []);
    added.add(id);
  }

  // 3. overrides (translations first: examples are chosen against the final primary translation)
  const review = applyOverrides([...drafts.values()], overrides, 'translations');
  for (const id of added) review.reviewed.add(id);
  // 3b. the topic sets (a later review than the overrides' levels: they only lower), then the re-levelling rule
  const sets = applyTopicSets(drafts, readTopicSets(join(DATA, 'topic-sets.tsv')), (h, code) => `${slug(h)}~${code}`);
  const relevelled = relevelByRule(drafts, { wn, ruFreq, skip: new Set([...added, ...sets.members, ...Object.keys(overrides.entries).filter((id) => overrides.entries[id]!.level)]) });
  const relevelledTo = (level: Level) => relevelled.filter((r) => r.to === level).length;
  console.log(`topic sets: ${sets.members.size} words, ${sets.lowered.length} lowered to their set's level; re-levelled by the rule: ${relevelled.length}`);
  // nothing obscene or crude is ever offered, reviewed or not (a crude-only or slur headword leaves the list)
  for (const d of drafts.values()) {
    d.translations = crudeEnglish(d.headword) ? [] : d.translations.filter((t) => crudeRussian(t).length === 0);
    // and no archaic or coarse secondary (батюшка, зерцало, злато, мертвяк) when an everyday word is there
    const plain = d.translations.filter((t) => !offRegister(t));
    if (plain.length) d.translations = plain;
  }
  const unknownEmoji = [...reviewedEmoji.keys()].filter((id) => !drafts.has(id));
  if (unknownEmoji.length) console.warn(`emoji-overrides: unknown ids ${unknownEmoji.join(', ')}`);

  // 4. examples, most frequent entries first so that common words get the best sentences.
  // The level of a word in a sentence: its lowest listed level, else one estimated from its frequency.
  const listedLevel = new Map<string, number>();
  for (const d of drafts.values()) {
    const k = d.headword.toLowerCase();
    if (!/[\s-]/.test(k) && d.translations.length) listedLevel.set(k, Math.min(listedLevel.get(k) ?? 9, levelRank(d.level)));
  }
  const irregulars = wn.exceptions;
  const wordLevel = (token: string): number => {
    let best = 9;
    for (const c of lemmaCandidates(token, irregulars)) best = Math.min(best, listedLevel.get(c) ?? 9);
    if (best < 9) return best;
    return CEFR_LEVELS.indexOf(levelFromZipf(enFreq.get(token) ?? 0));
  };
  const byFreq = [...drafts.values()].sort((a, b) => b.zipf - a.zipf || levelRank(a.level) - levelRank(b.level) || cmp(a.id, b.id));
  // hand-written sentences are taken first: no Tatoeba pick may repeat one
  const used = new Set<string>([...slovoExamples.entries()].filter(([id]) => drafts.has(id)).map(([, ex]) => sentenceKey(ex.en)));
  const filterStats = { filtered: 0 };
  // "at least", "of course": a single word's example must use it outside the vocabulary's fixed expressions
  const expressions = expressionTokens(drafts.values());
  for (const d of byFreq) {
    if (!d.translations.length) continue;
    const hand = slovoExamples.get(d.id);
    if (hand) {
      d.example = hand;
      continue;
    }
    d.example = chooseExample(d, corpus, pairIdsOf.get(d.id) ?? [], used, formsByLemma, filterStats, wordLevel, expressions);
  }
  applyOverrides([...drafts.values()], overrides, 'rest');
  // an override's topics replace the list's, never a set's
  for (const [id, topics] of sets.topicsOf) {
    const d = drafts.get(id)!;
    d.topics = [...new Set([...d.topics, ...topics])].sort(cmp);
  }
  // every example, hand-written or not, passes the same gate; a failing one leaves the entry without an example
  // (no example is better than a wrong one): Russian side, headword in the entry's part of speech, length for the
  // level, 12+ content, and no sentence on two cards (the more frequent entry keeps it)
  const exampleDrops: Record<string, number> = {};
  const rejected: string[] = [];
  const seenSentences = new Set<string>();
  const posChecked = posCheckedKeys(overrides);
  const staleChecks = [...posChecked].filter(([id, key]) => {
    const ex = drafts.get(id)?.example;
    return !ex || sentenceKey(ex.en) !== key;
  });
  if (staleChecks.length) console.warn(`overrides: posChecked sentences not on their entry: ${staleChecks.map(([id]) => id).join(', ')}`);
  for (const d of byFreq) {
    if (!d.example) continue;
    const why = exampleProblem(d, d.example, formsByLemma, { seen: seenSentences, posChecked, expressions });
    if (why) {
      exampleDrops[why] = (exampleDrops[why] ?? 0) + 1;
      rejected.push([d.id, d.level, why, d.example.source, d.example.en, d.example.ru ?? ''].join('\t'));
      d.example = null;
    } else seenSentences.add(sentenceKey(d.example.en));
  }

  // 5. flags for review
  for (const d of drafts.values()) {
    if (d.translations.length && d.translations[0]!.split(' ').length > 3) d.flags.push('long-primary');
    if (d.example && !containsForm(d.example.en, d.headword, formsByLemma, d.variants)) d.flags.push('example-no-headword');
    if (d.example && sensitiveHits(d.example.en, d.example.ru, [d.headword, ...d.variants], d.translations, formsByLemma).length)
      d.flags.push('sensitive-example');
  }

  // 6. the vocabulary
  const entries: VocabularyEntry[] = [...drafts.values()]
    .filter((d) => d.translations.length > 0 && !review.dropped.has(d.id))
    .sort((a, b) => levelRank(a.level) - levelRank(b.level) || cmp(a.id, b.id))
    .map((d) => ({
      id: d.id,
      headword: d.headword,
      variants: d.variants,
      pos: d.pos,
      level: d.level,
      translations: d.translations,
      example: d.example && containsForm(d.example.en, d.headword, formsByLemma, d.variants) ? d.example : null,
      zipf: d.zipf,
      topics: d.topics,
      emoji: d.emoji,
      concrete: d.concrete,
      reviewed: review.reviewed.has(d.id),
    }));
  const vocab = vocabularyFileSchema.parse({ version: 1, licence: LICENCE, sourceRows, entries });

  // 7. lexicon
  const lexicon = buildLexicon(entries, wikt, enFreq, wn);
  // 8. level-test items
  const items = buildTestItems(entries, wn, enFreq, lexicon);

  mkdirSync(out, { recursive: true });
  const write = (name: string, value: unknown, gz: boolean) => {
    const json = `${JSON.stringify(value)}\n`;
    writeFileSync(join(out, name), gz ? gzipSync(Buffer.from(json), { level: 9 }) : json);
  };
  write('vocabulary.json.gz', vocab, true);
  write('lexicon.json.gz', lexicon, true);
  writeFileSync(join(out, 'test-items.json'), `${JSON.stringify(items, null, 0).replace(/\},\{/g, '},\n{')}\n`);
  // 8b. transcriptions of the vocabulary and lexicon just written (what npm run data:ipa does alone)
  writeFileSync(join(out, TRANSCRIPTIONS_FILE), buildTranscriptions(sources, out));

  // 9. figures
  const figures = reportFigures(vocab.entries, sourceRows, formsByLemma, {
    filtered: filterStats.filtered,
    exampleDrops: Object.values(exampleDrops).reduce((a, b) => a + b, 0),
    emojiCandidates,
    flagged: [...drafts.values()].filter((d) => d.flags.length).length,
    flaggedUnreviewed: [...drafts.values()].filter((d) => d.flags.length && !review.reviewed.has(d.id) && !review.dropped.has(d.id)).length,
    reviewed: review.reviewed.size,
    changed: review.changed.size,
    dropped: review.dropped.size,
    lexicon: Object.keys(lexicon.words).length,
    testItems: items.items.length,
    pseudo: items.items.filter((i) => i.pseudo).length,
  });
  console.log(`examples removed by the gate: ${JSON.stringify(exampleDrops)}`);
  if (reviewOut) {
    writeReview(reviewOut, [...drafts.values()], review.reviewed);
    // the examples the gate removed, for the reviewer (id, level, reason, source, sentence, Russian)
    writeFileSync(reviewOut.replace(/(\.tsv)?$/, '.rejected.tsv'), `${rejected.join('\n')}\n`);
  }
  console.log(figures);
  console.log(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { loweredBySets: sets.lowered.length, relevelledByRule: { b2: relevelledTo('b2'), c1: relevelledTo('c1') } };
}

/**
 * The re-levelling rule (relevel.ts) over the listed rows: each row's evidence is its part of speech's frequency,
 * its Russian primary's frequency and whether a course places it early (a CEFR-J inventory topic, a topic set, a
 * concrete thing). Answers the rows moved and where to, for the figures.
 */
function relevelByRule(drafts: Map<string, Draft>, ctx: { wn: WordNet; ruFreq: Map<string, number>; skip: Set<string> }): Array<{ id: string; to: Level }> {
  const moved: Array<{ id: string; to: Level }> = [];
  for (const d of drafts.values()) {
    if (ctx.skip.has(d.id) || d.source === 'slovo' || FUNCTION_POS.has(d.pos) || !d.translations.length) continue;
    const wp = WN_POS[d.pos];
    const counts = (['n', 'v', 'a', 'r'] as const).map((p) => ctx.wn.tagCount(d.headword, p));
    const total = counts.reduce((a, b) => a + b, 0);
    const own = wp ? ctx.wn.tagCount(d.headword, wp) : 0;
    const words = d.translations[0]!.toLowerCase().match(/[а-яё]+/g) ?? [];
    const ruZipf = Math.min(...words.map((t) => Math.max(ctx.ruFreq.get(t) ?? 0, ctx.ruFreq.get(t.replace(/ё/g, 'е')) ?? 0)));
    const level = relevel({ level: d.level, zipf: d.zipf, posShare: wp ? posShare(own, total) : 1, ruZipf, courseEvidence: d.topics.length > 0 || d.concrete });
    if (!level) continue;
    d.level = level;
    moved.push({ id: d.id, to: level });
  }
  return moved;
}

function writeReview(file: string, drafts: Draft[], reviewed: Set<string>) {
  const top = [...drafts].sort((a, b) => b.zipf - a.zipf || cmp(a.id, b.id));
  const lines = ['rank\tid\tlevel\tzipf\tflags\treviewed\ttranslations\texample_en\texample_ru\tsource'];
  top.forEach((d, i) => {
    lines.push(
      [i + 1, d.id, d.level, d.zipf, d.flags.join(','), reviewed.has(d.id) ? 'yes' : '', d.translations.join(', '), d.example?.en ?? '', d.example?.ru ?? '', d.example?.source ?? ''].join('\t'),
    );
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

function reportFigures(
  entries: VocabularyEntry[],
  sourceRows: Record<Level, number>,
  formsByLemma: Map<string, string[]>,
  extra: Record<string, number>,
): string {
  const lines: string[] = ['', 'Level  source  entries  translated  example  tatoeba  slovo'];
  const low = entries.filter((e) => ['a1', 'a2', 'b1'].includes(e.level));
  for (const l of CEFR_LEVELS) {
    const es = entries.filter((e) => e.level === l);
    const ex = es.filter((e) => e.example);
    lines.push(
      `${l.padEnd(6)} ${String(sourceRows[l]).padStart(6)}  ${String(es.length).padStart(7)}  ${pct(es.length, sourceRows[l]).padStart(10)}  ${pct(ex.length, es.length).padStart(7)}  ${String(ex.filter((e) => e.example!.source === 'tatoeba').length).padStart(7)}  ${String(ex.filter((e) => e.example!.source === 'slovo').length).padStart(5)}`,
    );
  }
  const lowSource = sourceRows.a1 + sourceRows.a2 + sourceRows.b1;
  const withEx = low.filter((e) => e.example && containsForm(e.example.en, e.headword, formsByLemma, e.variants));
  lines.push(`total entries: ${entries.length}`);
  lines.push(`A1–B1 with a primary translation: ${low.length}/${lowSource} = ${pct(low.length, lowSource)}`);
  lines.push(`A1–B1 with an example containing the headword: ${withEx.length}/${lowSource} = ${pct(withEx.length, lowSource)}`);
  lines.push(`  of which Tatoeba ${withEx.filter((e) => e.example!.source === 'tatoeba').length}, Slovo ${withEx.filter((e) => e.example!.source === 'slovo').length}`);
  lines.push(`examples rejected by the sensitive-content filter: ${extra.filtered} candidate sentences`);
  const hand = entries.filter((e) => e.example?.source === 'slovo' && e.example.ru);
  lines.push(
    `examples removed by the gate: ${extra.exampleDrops}; hand-written examples with Russian: ${hand.length} (A1–A2 ${hand.filter((e) => e.level === 'a1' || e.level === 'a2').length}, B1 ${hand.filter((e) => e.level === 'b1').length})`,
  );
  const withEmoji = entries.filter((e) => e.emoji);
  lines.push(
    `with emoji: ${withEmoji.length} (nouns ${withEmoji.filter((e) => e.pos === 'noun').length}, verbs ${withEmoji.filter((e) => e.pos === 'verb').length}, adjectives ${withEmoji.filter((e) => e.pos === 'adjective').length}, other ${withEmoji.filter((e) => !['noun', 'verb', 'adjective'].includes(e.pos)).length}); automatic label matches not in the reviewed file: ${extra.emojiCandidates}; with topics: ${entries.filter((e) => e.topics.length).length}`,
  );
  lines.push(`flagged rows: ${extra.flagged}; flagged and not reviewed: ${extra.flaggedUnreviewed}`);
  lines.push(`reviewed rows: ${extra.reviewed}; changed by overrides: ${extra.changed}; dropped: ${extra.dropped}`);
  lines.push(`lexicon headwords: ${extra.lexicon}; test items: ${extra.testItems} (pseudo-words: ${extra.pseudo})`);
  return lines.join('\n');
}

const pct = (a: number, b: number) => `${b ? ((100 * a) / b).toFixed(1) : '0.0'}%`;

// ---------------------------------------------------------------------------------------------------------------
// Lexicon

const LEXICON_SIZE = 18_000;
const ZIPF_EXTRA = 40_000;

/** Wiktionary's POS tags → lexicon groups; prefixes, suffixes, abbreviations and proper nouns are not suggested. */
const WIKT_LEX_POS: Record<string, LexiconPos> = {
  n: 'noun', v: 'verb', adj: 'adjective', adv: 'adverb', prep: 'preposition', pron: 'pronoun', conj: 'conjunction',
  interj: 'interjection', num: 'number', determiner: 'determiner', article: 'determiner', particle: 'particle',
  phrase: 'phrase', proverb: 'phrase', contraction: 'phrase',
};
/** Ties between parts of speech of the same level or frequency: the order a learner most often means. */
const POS_ORDER: LexiconPos[] = ['verb', 'noun', 'adjective', 'adverb', 'preposition', 'pronoun', 'determiner', 'conjunction', 'modal', 'number', 'interjection', 'particle', 'phrase'];
const GROUP_SIZE = 6;

/** A headword's groups, most used part of speech first (WordNet's tag counts: run → verb 108 > noun 38). */
function orderGroups(head: string, groups: Map<LexiconPos, string[]>, rank: (p: LexiconPos) => number, wn: WordNet): LexiconGroup[] {
  const tag = (p: LexiconPos) => (WN_POS[p as Pos] ? wn.tagCount(head, WN_POS[p as Pos]!) : 0);
  return [...groups.entries()]
    .filter(([, ts]) => ts.length)
    .sort((a, b) => rank(a[0]) - rank(b[0]) || tag(b[0]) - tag(a[0]) || POS_ORDER.indexOf(a[0]) - POS_ORDER.indexOf(b[0]))
    .map(([p, ts]) => [p, ts.slice(0, GROUP_SIZE)] as LexiconGroup);
}

/** A headword's translations as the lexicon offers them: no off-register word, crude ones gone or marked (profanity.ts). */
const offered = (headword: string, translations: readonly string[]) =>
  translations.filter((t) => !offRegister(t)).map((t) => suggestionTranslation(headword, t)).filter((t): t is string => t !== null);

function buildLexicon(entries: VocabularyEntry[], wikt: Wikt, enFreq: Map<string, number>, wn: WordNet): LexiconFile {
  const words = new Map<string, LexiconGroup[]>();
  // the vocabulary first: its translations are chosen and reviewed; one group per entry (part of speech),
  // the lowest level first, then the part of speech WordNet's corpus uses most
  const byHead = new Map<string, VocabularyEntry[]>();
  for (const e of entries) {
    for (const h of [e.headword, ...e.variants]) {
      const k = h.toLowerCase();
      if (crudeEnglish(k)) continue;
      const list = byHead.get(k) ?? [];
      list.push(e);
      byHead.set(k, list);
    }
  }
  for (const [k, es] of byHead) {
    const groups = new Map<LexiconPos, string[]>();
    const level = new Map<LexiconPos, number>();
    for (const e of es) {
      const ts = offered(k, e.translations);
      const g = groups.get(e.pos) ?? [];
      for (const t of ts) if (!g.includes(t)) g.push(t);
      groups.set(e.pos, g);
      level.set(e.pos, Math.min(level.get(e.pos) ?? 9, CEFR_LEVELS.indexOf(e.level)));
    }
    const ordered = orderGroups(k, groups, (p) => level.get(p) ?? 9, wn);
    if (ordered.length) words.set(k, ordered);
  }
  // then common Wiktionary headwords by frequency; crude translations go (or are marked, for a crude-slang headword),
  // and a sense that is half crude goes whole (its other translations are slang of the same register: cop → мент, легавый, мусор)
  const cands = wikt
    .headwords()
    .filter((h) => /^[a-z][a-z' -]*$/.test(h) && !words.has(h) && !crudeEnglish(h))
    .map((h) => ({ h, z: zipfOf(h, enFreq) }))
    .filter((x) => x.z > 0)
    .sort((a, b) => b.z - a.z || cmp(a.h, b.h));
  for (const { h } of cands) {
    if (words.size >= LEXICON_SIZE) break;
    const senses = wikt
      .get(h)
      .filter((s) => WIKT_LEX_POS[s.pos] && s.translations.filter((t) => suggestionTranslation(h, t) === null).length * 2 < s.translations.length)
      .map((s) => ({ ...s, translations: offered(h, s.translations) }))
      .filter((s) => s.translations.length);
    if (!senses.length) continue;
    // a word that is only an inflection of another (e.g. "went") is folded by look-up rather than listed
    if (wn.exceptions.has(h) && !wn.has(h)) continue;
    const ordered = [...senses].sort((a, b) => Number(b.primary) - Number(a.primary) || a.order - b.order);
    const groups = new Map<LexiconPos, string[]>();
    for (const s of ordered) {
      const g = groups.get(WIKT_LEX_POS[s.pos]!) ?? [];
      if (!g.includes(s.translations[0]!)) g.push(s.translations[0]!);
      groups.set(WIKT_LEX_POS[s.pos]!, g);
    }
    for (const s of ordered) {
      const g = groups.get(WIKT_LEX_POS[s.pos]!)!;
      for (const t of s.translations) if (!g.includes(t)) g.push(t);
    }
    // the primary (IPA) sense's part of speech first
    const first = WIKT_LEX_POS[ordered[0]!.pos]!;
    words.set(h, orderGroups(h, groups, (p) => (ordered[0]!.primary && p === first ? 0 : 1), wn));
  }
  const sortedWords = Object.fromEntries([...words.entries()].sort((a, b) => cmp(a[0], b[0])));
  // Zipf table: every lexicon word plus the most frequent other plain words, grouped by Zipf×100
  const zipfWords = new Map<string, number>();
  for (const w of words.keys()) {
    const z = zipfOf(w, enFreq);
    if (z > 0) zipfWords.set(w, z);
  }
  let extra = 0;
  for (const [w, z] of enFreq) {
    if (extra >= ZIPF_EXTRA) break;
    if (!/^[a-z]+$/.test(w) || zipfWords.has(w)) continue;
    zipfWords.set(w, z);
    extra++;
  }
  const groups = new Map<number, string[]>();
  for (const [w, z] of zipfWords) {
    const k = Math.round(z * 100);
    const g = groups.get(k) ?? [];
    g.push(w);
    groups.set(k, g);
  }
  const zipf = Object.fromEntries(
    [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([k, ws]) => [String(k), ws.sort(cmp).join(' ')]),
  );
  // irregular forms whose lemma the look-up can answer
  const irregular: Record<string, string> = {};
  for (const [form, lemmas] of [...wn.exceptions.entries()].sort((a, b) => cmp(a[0], b[0]))) {
    const useful = lemmas.filter((l) => words.has(l) && l !== form);
    if (useful.length) irregular[form] = useful.join(' ');
  }
  return lexiconFileSchema.parse({ version: 2, licence: LICENCE, words: sortedWords, zipf, irregular });
}

// ---------------------------------------------------------------------------------------------------------------
// Level-test item bank

const ITEMS_PER_LEVEL = 150;
const TEST_POS: Pos[] = ['noun', 'verb', 'adjective', 'adverb'];

const normTr = (t: string) => t.toLowerCase().replace(/ё/g, 'е').replace(/^(с|по)?/, '');
const trKey = (t: string) => t.toLowerCase().replace(/ё/g, 'е');

/**
 * The form of an option as a learner sees it: how many words, and about how long. An item whose answer is the only
 * phrase among single words (or far longer than the rest) can be answered without knowing the word.
 */
export const optionWords = (t: string) => t.trim().split(/\s+/).length;
export function sameForm(answer: string, option: string): boolean {
  return optionWords(answer) === optionWords(option) && Math.abs(answer.length - option.length) <= Math.max(3, Math.round(answer.length * 0.5));
}

/** Do two entries share a translation, or a stem of one? */
function sharesTranslation(a: VocabularyEntry, b: VocabularyEntry): boolean {
  const as = new Set(a.translations.map(trKey));
  if (b.translations.some((t) => as.has(trKey(t)))) return true;
  const stems = (e: VocabularyEntry) => e.translations.map((t) => normTr(t).slice(0, 5));
  const sa = new Set(stems(a));
  return stems(b).some((s) => s.length >= 4 && sa.has(s));
}

function buildTestItems(entries: VocabularyEntry[], wn: WordNet, enFreq: Map<string, number>, lexicon: LexiconFile) {
  const items: TestItem[] = [];
  const eligible = entries.filter(
    (e) =>
      TEST_POS.includes(e.pos) &&
      // fit for 12+, as answer and as distractor (no убийство, сигарета, тупой …)
      sensitiveHits(e.headword, e.translations[0]!).length === 0 &&
      /^[a-z]+$/.test(e.headword) &&
      // one or two plain lower-case Russian words: no abbreviations (КПП), brackets or stray marks in an option
      /^[а-яё]+(?:[ -][а-яё]+)?$/.test(e.translations[0]!) &&
      e.headword.length >= 3,
  );
  // from B2 up a loan that reads like the English word (adrenaline → адреналин) tests nothing
  const transparent = (e: VocabularyEntry) => CEFR_LEVELS.indexOf(e.level) >= CEFR_LEVELS.indexOf('b2') && isTransparentLoan(e.headword, e.translations[0]!);
  const byPrimary = new Map<string, VocabularyEntry[]>();
  for (const e of entries) byPrimary.set(e.translations[0]!, [...(byPrimary.get(e.translations[0]!) ?? []), e]);
  // a headword appears once in the bank (the lowest level, most frequent POS)
  const seen = new Set<string>();
  for (const level of CEFR_LEVELS) {
    const pool = eligible
      .filter((e) => e.level === level && !seen.has(e.headword) && !transparent(e))
      .sort((a, b) => hash32(`${a.id}:item`) - hash32(`${b.id}:item`) || cmp(a.id, b.id));
    let n = 0;
    for (const e of pool) {
      if (n >= ITEMS_PER_LEVEL) break;
      if (seen.has(e.headword)) continue;
      const wp = WN_POS[e.pos]!;
      const syn = wn.synonyms(e.headword, wp);
      const rnd = seededRng(hash32(`${e.id}:distractors`));
      const cands = eligible
        .filter((c) => c.level === e.level && c.pos === e.pos && c.headword !== e.headword && sameForm(e.translations[0]!, c.translations[0]!))
        .filter((c) => !syn.has(c.headword) && !wn.synonyms(c.headword, wp).has(e.headword))
        // every entry whose primary reads like this option must be unrelated to the answer
        .filter((c) => (byPrimary.get(c.translations[0]!) ?? [c]).every((x) => x.headword !== e.headword && !sharesTranslation(e, x)));
      const picked: VocabularyEntry[] = [];
      const order = cands.map((c) => ({ c, r: rnd() })).sort((a, b) => a.r - b.r);
      for (const { c } of order) {
        if (picked.length >= 3) break;
        if (picked.some((p) => sharesTranslation(p, c) || p.headword === c.headword)) continue;
        picked.push(c);
      }
      if (picked.length < 3) continue;
      const options = [e.translations[0]!, ...picked.map((p) => p.translations[0]!)];
      const shuffled = options.map((o) => ({ o, r: rnd() })).sort((a, b) => a.r - b.r).map((x) => x.o);
      items.push({ id: `${e.id}`, word: e.headword, pos: e.pos, level: e.level, pseudo: false, answer: e.translations[0]!, options: shuffled });
      seen.add(e.headword);
      n++;
    }
  }
  // pseudo-words: options are real translations of one level's entries, the honest answer is to skip
  const heads = new Set(entries.map((e) => e.headword));
  const known = (w: string) => enFreq.has(w) || wn.has(w) || w in lexicon.words || heads.has(w);
  // nor may a pseudo-word look like a misspelling of a real one (beafy → beefy): an honest learner would "know" it
  const near = new MisspellingIndex(new Set([...enFreq.keys()].filter((w) => /^[a-z]+$/.test(w))), [...enFreq].filter(([w, z]) => z >= 3 && /^[a-z]+$/.test(w)).map(([w]) => w));
  const common = (w: string) => (enFreq.get(w) ?? 0) >= 3;
  // …nor read as two words run together (too+fleshy)
  const compound = (w: string) => [...w].some((_, i) => i >= 2 && w.length - i >= 3 && common(w.slice(0, i)) && common(w.slice(i)));
  const pseudo = makePseudoWords(60, (w) => known(w) || compound(w) || near.nearest(w) !== null);
  pseudo.forEach((word, i) => {
    const level = CEFR_LEVELS[i % CEFR_LEVELS.length]!;
    const rnd = seededRng(hash32(`pseudo:${word}`));
    const pool = eligible.filter((e) => e.level === level && e.pos === 'noun');
    const opts: VocabularyEntry[] = [];
    for (const { c } of pool.map((c) => ({ c, r: rnd() })).sort((a, b) => a.r - b.r)) {
      if (opts.length >= 4) break;
      if (opts.some((o) => sharesTranslation(o, c))) continue;
      opts.push(c);
    }
    items.push({ id: `pseudo~${word}`, word, pos: 'noun', level, pseudo: true, answer: null, options: opts.map((o) => o.translations[0]!) });
  });
  return testItemsFileSchema.parse({ version: 1, licence: LICENCE, items });
}

// ---------------------------------------------------------------------------------------------------------------

export const DATA_OUTPUTS = ['vocabulary.json.gz', 'lexicon.json.gz', 'test-items.json', TRANSCRIPTIONS_FILE] as const;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = arg('--out');
  build(sourcesDir(), arg('--review'), out ? resolve(out) : DATA).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

export type { Overrides };
