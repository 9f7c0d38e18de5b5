import type { Pos } from '../../server/modules/vocabulary/data-schema';
import type { Synset } from './wordnet';

/**
 * Examples written for the product (source "slovo") for entries that neither Tatoeba nor the hand-written file
 * covers. Templates are chosen per part of speech and, for nouns, per WordNet lexicographer file (animal, food,
 * artifact, …); for verbs by WordNet's sentence frames (transitive or not). They carry no Russian side.
 * Hand-written examples in data/slovo-examples.tsv always win over these.
 */

const NOUN_BY_LEXFILE: Record<number, string[]> = {
  5: ['Look at that {w} over there!', 'Have you ever seen a real {w}?'], // animal
  6: ['Where did you put the {w}?', 'We need a new {w} at home.'], // artifact
  8: ['The doctor looked at my {w}.'], // body
  13: ['This {w} tastes really good.', 'Would you like some {w}?'], // food
  15: ['We walked to the {w} together.'], // location
  17: ['We could see the {w} from the window.'], // object
  18: ['The {w} was very kind to us.', 'My neighbour is a {w}.'], // person
  20: ['The {w} in our garden grows fast.'], // plant
  27: ['This is made of {w}.'], // substance
  28: ['I remember that {w} very well.'], // time
};
const NOUN_DEFAULT = ['We talked about the {w} for an hour.', 'Can you tell me more about the {w}?'];

const VERB_TRANSITIVE = ['We have to {w} it today.', 'Did you {w} it yourself?'];
const VERB_PERSON = ['She did not want to {w} him.'];
const VERB_INTRANSITIVE = ['I do not want to {w} right now.', 'They often {w} in the evening.'];

const ADJECTIVE = ['Everyone says it is {w}.', 'It seems {w} to me.'];
const ADVERB_LY = ['She answered {w}.', 'He did the work {w}.'];

function pick(list: readonly string[], seed: number): string {
  return list[seed % list.length]!;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A template example for one entry, or null when no template fits its part of speech. */
export function templateExample(headword: string, pos: Pos, seed: number, senses: Synset[]): string | null {
  let template: string | null = null;
  if (pos === 'noun') {
    const lexfile = senses[0]?.lexfile;
    template = pick((lexfile !== undefined && NOUN_BY_LEXFILE[lexfile]) || NOUN_DEFAULT, seed);
    if (/^[A-Z]/.test(headword)) return null;
  } else if (pos === 'verb') {
    const frames = new Set(senses.slice(0, 2).flatMap((s) => s.frames));
    if (frames.has(8) || frames.has(11)) template = pick(VERB_TRANSITIVE, seed);
    else if (frames.has(9) || frames.has(10)) template = pick(VERB_PERSON, seed);
    else if (frames.has(1) || frames.has(2)) template = pick(VERB_INTRANSITIVE, seed);
    else if (senses.length === 0 && !headword.includes(' ')) template = null;
    else template = pick(VERB_TRANSITIVE, seed);
  } else if (pos === 'adjective') {
    template = pick(ADJECTIVE, seed);
  } else if (pos === 'adverb' && /ly$/.test(headword) && !headword.includes(' ')) {
    template = pick(ADVERB_LY, seed);
  }
  if (!template) return null;
  const text = template.replace('{w}', headword);
  // "a apple" → "an apple"
  const fixed = text.replace(/\ba ([aeiou])/gi, (_m, v: string) => `an ${v}`);
  return capitalise(fixed);
}
