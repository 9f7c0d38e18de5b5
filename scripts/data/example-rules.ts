import nlp from 'compromise';
import type { Level, Pos } from '../../server/modules/vocabulary/data-schema';
import { tokenVariants } from '../../server/modules/vocabulary/inflect';

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
  for (const term of terms(sentence)) {
    const n = term.normal.toLowerCase().replace(/[^a-z']/g, '');
    if (!n || !tokenVariants(n).some((v) => forms.has(v))) continue;
    seen = true;
    if (accept(new Set(term.tags), n)) return true;
  }
  return !seen;
}

/** Longest example (in words) per level: a beginner's sentence is short. */
export const MAX_EXAMPLE_WORDS: Record<Level, number> = { a1: 10, a2: 11, b1: 12, b2: 14, c1: 16, c2: 16 };
