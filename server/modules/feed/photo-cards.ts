import { sql } from 'kysely';

/**
 * What the feed offers first (issue: day-one content looked machine-made). Grammar words — articles, pronouns,
 * prepositions, conjunctions, modals — are not photo cards: a picture of "the" teaches nothing, and a beginner meets
 * them in every example and training sentence instead. Among the rest, words with a reviewed picture (concrete,
 * everyday things) come before abstract ones, which get a typographic card; frequency orders each group.
 */
export const GRAMMAR_POS = ['determiner', 'article', 'pronoun', 'preposition', 'conjunction', 'modal', 'auxiliary', 'particle'];

/** 0 for a word with a reviewed picture, 1 otherwise: sort ascending. Authors' cards (no dictionary word) count as pictured. */
export const picturedFirst = sql<number>`case when words.id is null or words.emoji is not null then 0 else 1 end`;
