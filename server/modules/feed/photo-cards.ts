import { sql } from 'kysely';

/**
 * What the feed offers first (issue 18: day-one content looked machine-made). Grammar words — articles, pronouns,
 * prepositions, conjunctions, modals — are not photo cards: a picture of "the" teaches nothing, and a beginner meets
 * them in every example and training sentence instead.
 */
export const GRAMMAR_POS = ['determiner', 'article', 'pronoun', 'preposition', 'conjunction', 'modal', 'auxiliary', 'particle'];

/**
 * The order of the rest, ascending, at each level: the vocabulary's concrete words (docs/data.md `concrete`) come
 * first, so a new learner's first days are picturable everyday words — house, family, water, car — rather than
 * "like 👍", "new 🆕" or "first 🥇":
 * 0. a concrete noun or verb with a reviewed picture (the things and actions a photo card shows best);
 * 1. any other concrete word (an adjective with a picture, a concrete noun set as a typographic card), and authors'
 *    cards (no dictionary word; they carry their own photo);
 * 2. everything else (abstract words: a typographic card with the example), and a concrete word whose headword is a
 *    grammar word of a lower level ("can" банка after the modal, "mine" шахта after the pronoun): its frequency is the
 *    grammar word's, so it would otherwise open the level.
 * Frequency orders each tier (the caller's next sort). Level codes a1 < a2 < … < c2 compare as strings.
 */
export const concreteFirst = sql<number>`case
  when words.id is null then 1
  when exists (select 1 from words twin where twin.headword = words.headword and twin.level < words.level
    and twin.pos in (${sql.join(GRAMMAR_POS)})) then 2
  when words.concrete = 1 and words.emoji is not null and words.pos in ('noun', 'verb') then 0
  when words.concrete = 1 then 1
  else 2 end`;
