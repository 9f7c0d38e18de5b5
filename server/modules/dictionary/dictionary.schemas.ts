import { z } from 'zod';
import { CEFR_LEVELS } from '../../domain/levels';
import { CARD_LIMITS, text } from '../cards/cards.schemas';
import { POS } from '../vocabulary/data-schema';

/**
 * The dictionary's fields as operators send them (docs/api.md "Admin: the dictionary"), validated as the card
 * editor validates a card: the same lengths, white space and markup rules.
 */
export const WORD_LIMITS = { translations: 10, topics: 10, topic: 30, emoji: 16 } as const;

/** A translation or topic is one item of a `;`-separated CSV cell, so it may not hold a `;` itself. */
const item = (max: number) => text(max).refine((s) => !s.includes(';'), { params: { key: 'words.semicolon' } });

const translations = z
  .array(item(CARD_LIMITS.translation))
  .min(1)
  .refine((list) => list.length <= WORD_LIMITS.translations, { params: { key: 'words.tooManyTranslations' } })
  .transform((list) => [...new Set(list)]);

const topics = z
  .array(z.string().trim().toLowerCase().pipe(z.string().regex(/^[a-z][a-z-]*$/).max(WORD_LIMITS.topic)))
  .refine((list) => list.length <= WORD_LIMITS.topics, { params: { key: 'words.tooManyTopics' } })
  .transform((list) => [...new Set(list)]);

/** One emoji (a picture hint for the card's photo), or nothing. */
const emoji = z
  .string()
  .trim()
  .transform((s) => (s === '' ? null : s))
  .pipe(
    z
      .string()
      .max(WORD_LIMITS.emoji)
      .refine((s) => /^\p{Extended_Pictographic}[\p{Extended_Pictographic}\p{Emoji_Component}\u200d\ufe0f]*$/u.test(s), { params: { key: 'words.emoji' } })
      .nullable(),
  )
  .nullable();

/** `{en, ru}`: no English means no example; a Russian side without an English one is refused. */
const example = z
  .strictObject({ en: z.string().nullable().optional(), ru: z.string().nullable().optional() })
  .transform((e) => ({ en: e.en?.replace(/\s+/g, ' ').trim() || null, ru: e.ru?.replace(/\s+/g, ' ').trim() || null }))
  .pipe(
    z
      .object({ en: text(CARD_LIMITS.example).nullable(), ru: text(CARD_LIMITS.example).nullable() })
      .refine((e) => e.en !== null || e.ru === null, { path: ['en'], params: { key: 'words.exampleMissing' } }),
  );

/** One of a list, with a message that names the list (an import's "b9" is told what a level may be). */
const oneOf = <T extends string>(list: readonly T[], key: 'words.level' | 'words.pos') =>
  z
    .string()
    .refine((v) => (list as readonly string[]).includes(v), { params: { key } })
    .transform((v) => v as T);

const fields = {
  headword: text(CARD_LIMITS.word),
  pos: oneOf(POS, 'words.pos'),
  level: oneOf(CEFR_LEVELS, 'words.level'),
  translations,
  example,
  emoji,
  topics,
  concrete: z.boolean(),
  reviewed: z.boolean(),
  retired: z.boolean(),
};

export const wordBody = z.strictObject({
  ...fields,
  example: example.default({ en: null, ru: null }),
  emoji: emoji.default(null),
  topics: topics.default([]),
  concrete: z.boolean().default(false),
  reviewed: z.boolean().default(true),
  retired: z.boolean().default(false),
});
export type WordInput = z.output<typeof wordBody>;

export const wordPatch = z
  .strictObject({
    headword: fields.headword.optional(),
    pos: fields.pos.optional(),
    level: fields.level.optional(),
    translations: translations.optional(),
    example: example.optional(),
    emoji: emoji.optional(),
    topics: topics.optional(),
    concrete: z.boolean().optional(),
    reviewed: z.boolean().optional(),
    retired: z.boolean().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { params: { key: 'words.nothingToChange' } });
export type WordPatch = z.output<typeof wordPatch>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const SORTS = ['headword', '-headword', 'level', '-level', 'frequency', '-frequency', 'updated', '-updated'] as const;

export const listQuery = z.object({
  search: z.string().trim().max(100).default(''),
  level: z.enum(CEFR_LEVELS).optional(),
  pos: z.enum(POS).optional(),
  retired: flag.optional(),
  reviewed: flag.optional(),
  /** Entries an operator changed (or added). */
  edited: flag.optional(),
  noExample: flag.optional(),
  noEmoji: flag.optional(),
  sort: z.enum(SORTS).default('headword'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListQuery = z.output<typeof listQuery>;

export const revertBody = z.strictObject({ to: z.enum(['before', 'after']).default('after') }).default({ to: 'after' });

export const importQuery = z.object({ dryRun: flag.default(false) });
