import { sql } from 'kysely';

/**
 * What the feed offers first (issue 18: day-one content looked machine-made). Grammar words — articles, pronouns,
 * prepositions, conjunctions, modals — are not photo cards: a picture of "the" teaches nothing, and a beginner meets
 * them in every example and training sentence instead.
 */
export const GRAMMAR_POS = ['determiner', 'article', 'pronoun', 'preposition', 'conjunction', 'modal', 'auxiliary', 'particle'];

/**
 * The order of the rest, ascending, at each level: the vocabulary's concrete words (docs/data.md `concrete`: the
 * topic sets' everyday words and WordNet's things) come first, so a new learner's first day is picturable everyday
 * things — house, water, car, apple — rather than "time ⏳", "see 👀" or "think 🤔" (issue 26):
 * 0. a concrete noun with a reviewed picture (the things a photo card shows best);
 * 1. any other concrete word (an action or a feeling with a picture, a concrete noun set as a typographic card), and
 *    authors' cards (no dictionary word; they carry their own photo);
 * 2. everything else (abstract words: a typographic card with the example), and a concrete word whose headword is a
 *    grammar word of a lower level ("can" банка after the modal, "mine" шахта after the pronoun): its frequency is the
 *    grammar word's, so it would otherwise open the level.
 * Frequency orders each tier (the caller's next sort). Level codes a1 < a2 < … < c2 compare as strings.
 */
export const concreteFirst = sql<number>`case
  when words.id is null then 1
  when exists (select 1 from words twin where twin.headword = words.headword and twin.level < words.level
    and twin.pos in (${sql.join(GRAMMAR_POS)})) then 2
  when words.concrete = 1 and words.emoji is not null and words.pos = 'noun' then 0
  when words.concrete = 1 then 1
  else 2 end`;

/**
 * Two cards with the same translation back to back read as one card twice (home and house, both «дом», with
 * near-identical pictures): a card whose translation is the previous card's waits until after the next one.
 * Stable otherwise; a run of same-translation cards at the very end stays as it is.
 */
export function spaceSameTranslations<T extends { translation: string }>(cards: T[]): T[] {
  const out: T[] = [];
  const waiting: T[] = [];
  const same = (a: T | undefined, b: T) => !!a && a.translation.trim().toLowerCase() === b.translation.trim().toLowerCase();
  for (const card of cards) {
    if (same(out.at(-1), card)) {
      waiting.push(card);
      continue;
    }
    out.push(card);
    const i = waiting.findIndex((w) => !same(out.at(-1), w));
    if (i >= 0) out.push(...waiting.splice(i, 1));
  }
  return [...out, ...waiting];
}
