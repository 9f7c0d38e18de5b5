import nlp from 'compromise';
import type { Example, Level, Pos } from '../../server/modules/vocabulary/data-schema';
import { allForms, containsForm, englishTokens, tokenVariants } from '../../server/modules/vocabulary/inflect';
import { sensitiveHits } from './sensitive';

/**
 * Part-of-speech agreement of an example with its entry (compromise's tagger): the card for `demand` (verb) must
 * not show "The demand is high", nor `run` (noun) "Who can run fastest?". Only content words are checked; the
 * headword must be tagged as the entry's part of speech in at least one of its occurrences.
 */
const ACCEPT: Partial<Record<Pos, (tags: Set<string>, word: string) => boolean>> = {
  noun: (t, w) => (t.has('Noun') && !t.has('Pronoun')) || (w.endsWith('ing') && t.has('Gerund')),
  verb: (t) => t.has('Verb'),
  adjective: (t) => t.has('Adjective') || t.has('Participle') || t.has('Comparative') || t.has('Superlative'),
  adverb: (t) => t.has('Adverb') || t.has('Particle') || t.has('Preposition'),
};

interface Term {
  normal: string;
  tags: string[];
}

const cache = new Map<string, Term[]>();
function terms(sentence: string): Term[] {
  let t = cache.get(sentence);
  if (!t) {
    const doc = nlp(sentence).json() as Array<{ terms: Term[] }>;
    t = doc.flatMap((s) => s.terms);
    cache.set(sentence, t);
  }
  return t;
}

/**
 * Does the example use the headword as the entry's part of speech? `forms` are the headword's forms for that part
 * of speech (lower case). Multi-word headwords and function words pass (the tagger is not reliable there); a
 * sentence where no occurrence is found passes too (presence is checked elsewhere).
 */
export function posAgrees(sentence: string, headword: string, pos: Pos, forms: ReadonlySet<string>): boolean {
  const accept = ACCEPT[pos];
  if (!accept || /[\s-]/.test(headword)) return true;
  let seen = false;
  const ts = terms(sentence);
  for (let i = 0; i < ts.length; i++) {
    const term = ts[i]!;
    const n = term.normal.toLowerCase().replace(/[^a-z']/g, '');
    if (!n || !tokenVariants(n).some((v) => forms.has(v))) continue;
    seen = true;
    // the tagger reads "a lot of presents" as a verb: after a determiner or possessive (or "of", unless it is a
    // gerund) the word is a noun whatever the tags say
    if (pos === 'verb' && i > 0 && nounContext(ts[i - 1]!.normal.toLowerCase(), n)) continue;
    if (accept(new Set(term.tags), n)) return true;
  }
  return !seen;
}

/** Words after which an English word is a noun, not a verb ("the demand", "my walk", "a lot of presents"). */
const NOUN_MARKERS = new Set(['a', 'an', 'the', 'my', 'your', 'his', 'its', 'our', 'their', 'some', 'any', 'every', 'each', 'many', 'few', 'several']);
const nounContext = (prev: string, word: string) => NOUN_MARKERS.has(prev) || (prev === 'of' && !word.endsWith('ing'));

/**
 * Is the headword used only inside a fixed expression that is an entry of its own? "At least we had fun" shows
 * `at least`, not the adverb `least` (меньше всего); "Of course" is not `course` (курс). `expressions` are the
 * vocabulary's multi-word adverbs, prepositions, determiners, pronouns, conjunctions and interjections, as tokens.
 */
export function onlyInExpressions(sentence: string, forms: ReadonlySet<string>, expressions: readonly (readonly string[])[]): boolean {
  const tokens = englishTokens(sentence);
  const covered = new Set<number>();
  for (const ex of expressions) {
    for (let i = 0; i + ex.length <= tokens.length; i++) {
      if (ex.every((t, j) => tokens[i + j] === t)) for (let j = 0; j < ex.length; j++) covered.add(i + j);
    }
  }
  if (!covered.size) return false;
  const at = tokens.flatMap((t, i) => (tokenVariants(t).some((v) => forms.has(v)) ? [i] : []));
  return at.length > 0 && at.every((i) => covered.has(i));
}

/** Parts of speech whose multi-word entries are fixed expressions (not phrasal verbs or compound nouns). */
export const EXPRESSION_POS: ReadonlySet<Pos> = new Set(['adverb', 'preposition', 'determiner', 'pronoun', 'conjunction', 'interjection']);
export const expressionTokens = (entries: Iterable<{ headword: string; pos: Pos }>): string[][] =>
  [...entries].filter((e) => EXPRESSION_POS.has(e.pos) && /\s/.test(e.headword)).map((e) => englishTokens(e.headword));

/** Longest example (in words) per level: a beginner's sentence is short. */
export const MAX_EXAMPLE_WORDS: Record<Level, number> = { a1: 10, a2: 11, b1: 12, b2: 14, c1: 16, c2: 16 };

/** The forms a part of speech takes: nouns plural, adjectives comparison, verbs everything, others none. */
export function posForms(headword: string, pos: Pos, formsByLemma: ReadonlyMap<string, string[]>): Set<string> {
  const w = headword.toLowerCase();
  const all = allForms(w, formsByLemma);
  const irregular = new Set(formsByLemma.get(w) ?? []);
  let keep: (f: string) => boolean;
  if (pos === 'verb' || pos === 'modal') keep = () => true;
  else if (pos === 'noun') keep = (f) => irregular.has(f) || /^(s|es)$/.test(f.slice(w.length)) || f === `${w.slice(0, -1)}ies` || f === w.replace(/fe?$/, 'ves');
  else if (pos === 'adjective') keep = (f) => irregular.has(f) || /(er|est|r|st)$/.test(f.slice(w.length)) || f === `${w.slice(0, -1)}ier` || f === `${w.slice(0, -1)}iest` || /^.(er|est)$/.test(f.slice(w.length));
  else keep = () => false;
  return new Set([w, ...all.filter((f) => f !== w && keep(f))]);
}

/** The key under which a sentence may appear on one card only (Tatoeba repeats a sentence with other translations). */
export const sentenceKey = (en: string) => en.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** What the gate needs to know of an entry (a build draft or a shipped entry). */
export interface GatedEntry {
  id?: string;
  headword: string;
  variants: readonly string[];
  pos: Pos;
  level: Level;
  translations: readonly string[];
}

/**
 * Why an example may not ship (null = it may): the one gate the build applies to every example, whatever its
 * source, and the quality test applies to every shipped example. `formsByLemma` is WordNet's irregular forms
 * (`reverseExceptions(readExceptions())`); `seen` holds the sentences already on a more frequent entry's card.
 * `posChecked` (overrides.json) maps an entry id to the one sentence a reviewer read and found to use the headword
 * in the entry's part of speech although the tagger reads it otherwise ("Turn right at the corner", "in white");
 * only that exact sentence skips the tagger, so a reworded example is checked again.
 */
export interface GateContext {
  /** sentences already on a more frequent entry's card */
  seen?: ReadonlySet<string>;
  /** reviewed tagger exceptions, id → sentenceKey (overrides.json `posChecked`) */
  posChecked?: ReadonlyMap<string, string>;
  /** the vocabulary's fixed expressions as tokens (`expressionTokens`) */
  expressions?: readonly (readonly string[])[];
}

export function exampleProblem(
  e: GatedEntry,
  ex: Example,
  formsByLemma: ReadonlyMap<string, string[]>,
  { seen = new Set(), posChecked = new Map(), expressions = [] }: GateContext = {},
): string | null {
  const forms = formsByLemma;
  if (!ex.ru) return 'no Russian side';
  if (!containsForm(ex.en, e.headword, forms, e.variants)) return 'no headword';
  if (sensitiveHits(ex.en, ex.ru, [e.headword, ...e.variants], e.translations, forms).length) return 'sensitive';
  if (englishTokens(ex.en).length > MAX_EXAMPLE_WORDS[e.level]) return 'too long for the level';
  const checked = e.id !== undefined && posChecked.get(e.id) === sentenceKey(ex.en);
  const own = /[\s-]/.test(e.headword) ? null : posForms(e.headword, e.pos, forms);
  if (own && !checked && !posAgrees(ex.en, e.headword, e.pos, own)) return 'part of speech';
  if (own && onlyInExpressions(ex.en, own, expressions)) return 'inside a fixed expression';
  if (seen.has(sentenceKey(ex.en))) return 'reused';
  return null;
}
