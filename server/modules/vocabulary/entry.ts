import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WordsTable } from '../../db/schema';
import type { CefrLevel } from '../../domain/levels';
import type { Pos, VocabularyEntry } from './data-schema';

/**
 * One dictionary entry as operators and releases change it: the fields the loader writes from
 * data/vocabulary.json.gz and the admin edits. The database row, the system card, the audit log and the CSV are all
 * made from it, so they cannot disagree.
 */
export interface WordFields {
  headword: string;
  pos: Pos;
  level: CefrLevel;
  /** Russian, the first is the primary (the card's translation). */
  translations: string[];
  example: { en: string; ru: string | null } | null;
  emoji: string | null;
  topics: string[];
  concrete: boolean;
  reviewed: boolean;
}

export const WORD_FIELDS = ['headword', 'pos', 'level', 'translations', 'example', 'emoji', 'topics', 'concrete', 'reviewed'] as const;
export type WordField = (typeof WORD_FIELDS)[number];

/** A card carries at most this many tags (the topics, first first). */
const MAX_TAGS = 5;

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const changedFields = (a: WordFields, b: WordFields): WordField[] => WORD_FIELDS.filter((f) => !sameValue(a[f], b[f]));

export function fieldsOfEntry(e: VocabularyEntry): WordFields {
  return {
    headword: e.headword,
    pos: e.pos,
    level: e.level,
    translations: e.translations,
    example: e.example ? { en: e.example.en, ru: e.example.ru } : null,
    emoji: e.emoji,
    topics: e.topics,
    concrete: e.concrete,
    reviewed: e.reviewed,
  };
}

type WordRow = Pick<
  Selectable<WordsTable>,
  'headword' | 'pos' | 'level' | 'translations' | 'example_en' | 'example_ru' | 'emoji' | 'topics' | 'concrete' | 'reviewed'
>;

export function fieldsOfRow(r: WordRow): WordFields {
  return {
    headword: r.headword,
    pos: r.pos as Pos,
    level: r.level as CefrLevel,
    translations: JSON.parse(r.translations) as string[],
    example: r.example_en ? { en: r.example_en, ru: r.example_ru } : null,
    emoji: r.emoji,
    topics: JSON.parse(r.topics) as string[],
    concrete: r.concrete === 1,
    reviewed: r.reviewed === 1,
  };
}

/** The `words` columns an entry sets. */
export function wordColumns(f: WordFields) {
  return {
    headword: f.headword,
    pos: f.pos,
    level: f.level,
    translations: JSON.stringify(f.translations),
    primary_translation: f.translations[0]!,
    example_en: f.example?.en ?? null,
    example_ru: f.example?.ru ?? null,
    topics: JSON.stringify(f.topics),
    emoji: f.emoji,
    concrete: f.concrete ? 1 : 0,
    reviewed: f.reviewed ? 1 : 0,
  };
}

/** The word's system card: what learners see in the feed. The hash tells the loader an unchanged card apart. */
export function systemCardColumns(f: WordFields) {
  const card = {
    word: f.headword,
    translation: f.translations[0]!,
    example: f.example?.en ?? null,
    example_translation: f.example?.ru ?? null,
    tags: JSON.stringify(f.topics.slice(0, MAX_TAGS)),
    level: f.level,
  };
  return { ...card, content_hash: createHash('sha256').update(JSON.stringify(card)).digest('hex').slice(0, 32) };
}

/**
 * A new release meets an entry operators may have edited (docs/decisions/0023-vocabulary-releases-and-edits.md):
 * field by field, a value still equal to the previous release's follows the new release; a value an operator
 * changed stays. Without a known previous release (`previous` null) every differing field counts as the operator's.
 */
export function mergeRelease(current: WordFields, previous: WordFields | null, next: WordFields): { merged: WordFields; kept: WordField[] } {
  const merged = { ...current };
  const kept: WordField[] = [];
  for (const f of WORD_FIELDS) {
    if (sameValue(current[f], next[f])) continue;
    if (previous && sameValue(current[f], previous[f])) (merged as Record<WordField, unknown>)[f] = next[f];
    else kept.push(f);
  }
  return { merged, kept };
}

/** What the audit log keeps of an entry, before and after a change: its fields and whether it is retired. */
export interface WordSnapshot extends WordFields {
  retired: boolean;
}

export const snapshot = (f: WordFields, w: { retired_at: number | null }): WordSnapshot => ({ ...f, retired: w.retired_at !== null });
