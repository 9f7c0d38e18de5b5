import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { CEFR_LEVELS, type CefrLevel } from '../../domain/levels';

/**
 * The shapes of the committed data files under data/ (built by `npm run data:build`), shared by the build,
 * the server modules and the data quality tests. Only the committed outputs are read at run time.
 */
export type Level = CefrLevel;
export const levelSchema = z.enum(CEFR_LEVELS);

export const POS = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'preposition',
  'pronoun',
  'determiner',
  'conjunction',
  'interjection',
  'number',
  'modal',
  'particle',
] as const;
export type Pos = (typeof POS)[number];

export const exampleSchema = z.object({
  en: z.string().min(3),
  ru: z.string().min(1).nullable(),
  source: z.enum(['tatoeba', 'slovo']),
});
export type Example = z.infer<typeof exampleSchema>;

export const vocabularyEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9.'-]*~[a-z]+$/),
  headword: z.string().min(1),
  variants: z.array(z.string().min(1)),
  pos: z.enum(POS),
  level: levelSchema,
  translations: z.array(z.string().min(1)).min(1),
  example: exampleSchema.nullable(),
  zipf: z.number().min(0).max(8),
  topics: z.array(z.string().regex(/^[a-z-]+$/)),
  emoji: z.string().min(1).nullable(),
  /**
   * A thing or action a picture can show (a noun whose main WordNet sense is an animal, body part, food, plant,
   * object, artifact or substance, or any entry with a reviewed emoji): for the first days' feed.
   */
  concrete: z.boolean(),
  reviewed: z.boolean(),
});
export type VocabularyEntry = z.infer<typeof vocabularyEntrySchema>;

export const vocabularyFileSchema = z.object({
  version: z.literal(1),
  licence: z.string(),
  /** Source rows per level before the join (the denominator of the coverage figures). */
  sourceRows: z.record(levelSchema, z.number().int().nonnegative()),
  entries: z.array(vocabularyEntrySchema),
});
export type VocabularyFile = z.infer<typeof vocabularyFileSchema>;

/** A lexicon group: a part of speech ('phrase' for idioms and set phrases) and its ranked Russian translations. */
export const LEXICON_POS = [...POS, 'phrase'] as const;
export type LexiconPos = (typeof LEXICON_POS)[number];
export const lexiconGroupSchema = z.tuple([z.enum(LEXICON_POS), z.array(z.string().min(1)).min(1)]);
export type LexiconGroup = z.infer<typeof lexiconGroupSchema>;

export const lexiconFileSchema = z.object({
  version: z.literal(2),
  licence: z.string(),
  /** headword → translation groups by part of speech, the most common use first (run: verb бежать, then noun бег). */
  words: z.record(z.string(), z.array(lexiconGroupSchema).min(1)),
  /** Zipf × 100 (an integer) → the words of that frequency, space-separated (headwords and other common words). */
  zipf: z.record(z.string().regex(/^\d+$/), z.string()),
  /** Irregular form → its lemmas, space-separated (WordNet exception lists, restricted to useful forms). */
  irregular: z.record(z.string(), z.string()),
});
export type LexiconFile = z.infer<typeof lexiconFileSchema>;

export const testItemSchema = z.object({
  id: z.string(),
  word: z.string().min(1),
  pos: z.enum(POS),
  level: levelSchema,
  pseudo: z.boolean(),
  /** The correct option (null for a pseudo-word: the honest answer is "skip"). */
  answer: z.string().min(1).nullable(),
  options: z.array(z.string().min(1)).length(4),
});
export type TestItem = z.infer<typeof testItemSchema>;

export const testItemsFileSchema = z.object({
  version: z.literal(1),
  licence: z.string(),
  items: z.array(testItemSchema),
});
export type TestItemsFile = z.infer<typeof testItemsFileSchema>;

/** data/ at the repository root (this file lives in server/modules/vocabulary/). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

export function readDataFile(name: string, dataDir = DEFAULT_DATA_DIR): unknown {
  const path = `${dataDir.replace(/\/?$/, '/')}${name}`;
  if (!existsSync(path)) throw new Error(`Missing data file ${path}: run npm run data:build`);
  const buf = readFileSync(path);
  return JSON.parse((name.endsWith('.gz') ? gunzipSync(buf) : buf).toString('utf8'));
}
