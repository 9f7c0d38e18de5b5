import { createHash } from 'node:crypto';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import { FEED_RULES } from './rules';

const hashInt = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0);

/** About one "I know" in four is checked; which ones is fixed per user and card, so retries ask the same. */
export const shouldCheck = (userId: number, cardId: number) => hashInt(`check:${userId}:${cardId}`) % FEED_RULES.checkEvery === 0;

/** A deterministic shuffle seeded by the decision, so a replayed request shows the same options in the same order. */
function shuffle<T>(items: T[], seed: string): T[] {
  const out = [...items];
  let s = hashInt(seed);
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Translations of the level's first 300 other system cards by id (compiled once, with and without the part of speech). */
const levelPool = (db: Db, level: string, cardId: number) =>
  db
    .selectFrom('cards')
    .leftJoin('words', 'words.id', 'cards.word_id')
    .select('cards.translation')
    .where('cards.level', '=', level)
    .where('cards.collection', '=', 'system')
    .where('cards.id', '!=', cardId);
const poolAnyPos = compiledOnce((db: Db, level: string, cardId: number) => levelPool(db, level, cardId).orderBy('cards.id').limit(300));
const poolSamePos = compiledOnce((db: Db, level: string, cardId: number, pos: string) =>
  levelPool(db, level, cardId).where('words.pos', '=', pos).orderBy('cards.id').limit(300),
);

/**
 * Four translations: the card's and three from other cards of the same level (and part of speech when known),
 * never one that shares a word with the answer. Null when there are not enough (the "I know" is then taken as is).
 */
export async function checkOptions(db: Db, card: { id: number; translation: string; level: string; pos: string | null }, seed: string): Promise<string[] | null> {
  const answerWords = new Set(card.translation.toLowerCase().split(/[\s,;]+/));
  const pool = (samePos: boolean) =>
    samePos && card.pos ? poolSamePos(db, card.level, card.id, card.pos) : poolAnyPos(db, card.level, card.id);
  const pick = (rows: Array<{ translation: string }>) => {
    const out: string[] = [];
    for (const { translation } of shuffle(rows, `${seed}:pool`)) {
      const t = translation.trim();
      if (out.includes(t) || t.toLowerCase().split(/[\s,;]+/).some((w) => answerWords.has(w))) continue;
      out.push(t);
      if (out.length === 3) break;
    }
    return out;
  };
  let distractors = pick(await pool(true));
  // A rare part of speech at a level may not have three others: any part of speech then.
  if (distractors.length < 3) distractors = pick(await pool(false));
  if (distractors.length < 3) return null;
  return shuffle([card.translation, ...distractors], `${seed}:options`);
}
