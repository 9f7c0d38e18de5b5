/**
 * The card-photo figures `npm run data:verify` prints (issue 26): how many base-collection cards of each level have a
 * picture (the word or its example drawn, not a typographic card), and how many distinct pictures a new learner's
 * first day holds, measured on the feed's own selection over an in-memory database.
 */
import { CEFR_LEVELS, type CefrLevel as Level } from '../../server/domain/levels';
import { GRAMMAR_POS } from '../../server/modules/feed/photo-cards';
import { choosePicture } from '../../server/modules/photos/pictures';
import { readBaseVocabulary } from '../../server/modules/vocabulary/loader';
import type { VocabularyEntry } from '../../server/modules/vocabulary/data-schema';
import { firstSelections } from './first-day';

/** Share of cards with a picture each level must reach (issue 26). */
export const PICTURE_TARGETS: Record<Level, number> = { a1: 0.95, a2: 0.95, b1: 0.8, b2: 0.8, c1: 0.6, c2: 0.6 };
/** What the committed data reaches (the data tests hold it there): below the targets at A1 and A2 still. */
export const PICTURE_FLOORS: Record<Level, number> = { a1: 0.95, a2: 0.95, b1: 0.8, b2: 0.8, c1: 0.6, c2: 0.6 };

export const entryPicture = (e: VocabularyEntry) =>
  choosePicture({ word: e.headword, example: e.example?.en ?? null, emoji: e.emoji, pos: e.pos, topics: e.topics });

/**
 * The base collection's photo cards: every entry but the grammar words, which the feed never offers as photo cards
 * (server/modules/feed/photo-cards.ts) and which are always typographic.
 */
export function picturesPerLevel(entries: readonly VocabularyEntry[]) {
  return CEFR_LEVELS.map((level) => {
    const cards = entries.filter((e) => e.level === level && !GRAMMAR_POS.includes(e.pos));
    const pictured = cards.filter((e) => entryPicture(e).kind === 'picture').length;
    return { level, cards: cards.length, pictured, share: cards.length ? pictured / cards.length : 0, target: PICTURE_TARGETS[level] };
  });
}

/** A new learner's first selection at each level through the feed's own code: its cards and distinct pictures. */
export async function firstDayPictures(levels: readonly Level[] = CEFR_LEVELS) {
  const selections = await firstSelections(
    levels.map((level) => ({ name: level, level })),
    { now: Date.parse('2026-11-28T09:00:00Z'), moves: 20 },
  );
  return selections.map((rows, i) => {
    const keys = rows.map((r) => choosePicture({ word: r.word, example: r.example, emoji: r.emoji, pos: r.pos, topics: JSON.parse(r.tags) as string[] }).key);
    const pictured = keys.filter((k): k is string => k !== null);
    return { level: levels[i]!, cards: rows.length, pictured: pictured.length, distinct: new Set(pictured).size };
  });
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Prints the figures; true when every one meets its target. */
export async function printPictureFigures(): Promise<boolean> {
  let ok = true;
  console.log('Pictures per level (base-collection photo cards with a picture of the word or its example):');
  for (const r of picturesPerLevel(readBaseVocabulary().entries)) {
    const met = r.share >= r.target;
    ok &&= met;
    console.log(`  ${r.level}: ${pct(r.share)} (${r.pictured} of ${r.cards}), target ≥ ${pct(r.target)}${met ? '' : '  BELOW TARGET'}`);
  }
  console.log("Distinct pictures in a new learner's first day (feed selection of 20 moves + extra):");
  for (const r of await firstDayPictures()) {
    const met = r.distinct === r.pictured;
    ok &&= met;
    console.log(`  ${r.level}: ${r.distinct} distinct of ${r.pictured} pictured, ${r.cards} cards${met ? '' : '  REPEATED PICTURES'}`);
  }
  return ok;
}
