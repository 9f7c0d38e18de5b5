import type { Db } from '../db/database';
import type { VocabularyFile } from '../modules/vocabulary/data-schema';
import { GRAMMAR_POS } from '../modules/feed/photo-cards';
import { loadBaseVocabulary, readBaseVocabulary } from '../modules/vocabulary/loader';

let file: VocabularyFile | null = null;
const CONCRETE_PER_LEVEL = 20;

/**
 * The most frequent `perLevel` entries of each level of the shipped vocabulary, topped up until `perLevel` of them
 * can be feed cards (grammar words are not: feed/photo-cards.ts), plus each level's 20 most frequent pictured
 * things: a real, small base for API tests.
 */
export async function loadSampleVocabulary(db: Db, now: number, perLevel = 60) {
  file ??= readBaseVocabulary();
  const byLevel = new Map<string, VocabularyFile['entries']>();
  for (const e of [...file.entries].sort((a, b) => b.zipf - a.zipf)) {
    const list = byLevel.get(e.level) ?? [];
    if (list.length < perLevel || list.filter((x) => !GRAMMAR_POS.includes(x.pos)).length < perLevel) list.push(e);
    byLevel.set(e.level, list);
  }
  // …and each level's most frequent pictured things, which open a learner's feed (feed/photo-cards.ts) but are rarely
  // among a level's most frequent words
  for (const [level, list] of byLevel) {
    const things = file.entries.filter((e) => e.level === level && e.concrete && e.emoji && e.pos === 'noun' && !list.includes(e));
    list.push(...things.sort((a, b) => b.zipf - a.zipf).slice(0, CONCRETE_PER_LEVEL));
  }
  return loadBaseVocabulary(db, { now, vocabulary: { ...file, entries: [...byLevel.values()].flat() } });
}
