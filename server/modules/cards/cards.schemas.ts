import { z } from 'zod';
import { dbId } from '../../lib/route-schema';
import { XML_INVALID } from '../photos/generator';
import { REPORT_REASONS } from './reports.service';

/** Markup or script in a card field is refused rather than escaped: cards travel to VK shares and push texts. */
const noMarkup = (s: string) => !/[<>]/.test(s) && !/javascript:/i.test(s);
/** A card's text is drawn on its photo: what a photo cannot draw is refused here, in every form that takes it. */
const drawable = (s: string) => !new RegExp(XML_INVALID.source, 'u').test(s);
/** A card field: white space collapsed, trimmed, 1…max characters, no markup (the dictionary's fields use it too). */
export const text = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max).refine(noMarkup, { params: { key: 'card.markup' } }).refine(drawable, { params: { key: 'card.photoText' } }));

/** The same rule for other short texts learners read (sayings of the day). */
export const plainText = text;

export const CARD_LIMITS = { word: 100, translation: 255, example: 500, tags: 5, tag: 30, comment: 1000 } as const;

const tags = z
  .array(text(CARD_LIMITS.tag).transform((s) => s.toLowerCase()))
  .refine((list) => list.length <= CARD_LIMITS.tags, { params: { key: 'card.tooManyTags' } })
  .transform((list) => [...new Set(list)]);

/** A photo the editor chose: "<variant>-<hash>" as `POST cards/photos` answered it. */
const photo = z.string().refine((s) => /^[0-9]-[0-9a-f]{12}$/.test(s), { params: { key: 'card.photoUnknown' } });

export const cardBody = z.strictObject({
  word: text(CARD_LIMITS.word),
  translation: text(CARD_LIMITS.translation),
  example: text(CARD_LIMITS.example),
  exampleTranslation: text(CARD_LIMITS.example).nullish(),
  photo,
  tags: tags.default([]),
  allowComments: z.boolean().default(true),
  isPrivate: z.boolean().default(false),
});
export type CardInput = z.output<typeof cardBody>;

export const cardPatch = z.strictObject({
  word: text(CARD_LIMITS.word).optional(),
  translation: text(CARD_LIMITS.translation).optional(),
  example: text(CARD_LIMITS.example).optional(),
  exampleTranslation: text(CARD_LIMITS.example).nullish(),
  photo: photo.optional(),
  tags: tags.optional(),
  allowComments: z.boolean().optional(),
  isPrivate: z.boolean().optional(),
});
export type CardPatch = z.output<typeof cardPatch>;

/** `cardId`: the card being edited, whose own word and example make no new photos. */
export const photosBody = z.strictObject({ word: text(CARD_LIMITS.word), example: text(CARD_LIMITS.example), cardId: z.number().int().positive().optional() });
export const suggestionsQuery = z.object({ word: text(CARD_LIMITS.word) });
export const tagsQuery = z.object({ prefix: z.string().max(CARD_LIMITS.tag).default('') });

/** The card's `version` as the moderation screen showed it: a decision applies to that version only (409 otherwise). */
const version = z.number().int().min(0).max(2_147_483_647);

/** What an admin may correct before approving: the same fields, all optional. */
export const approveBody = z
  .strictObject({
    version,
    word: text(CARD_LIMITS.word).optional(),
    translation: text(CARD_LIMITS.translation).optional(),
    example: text(CARD_LIMITS.example).optional(),
    exampleTranslation: text(CARD_LIMITS.example).nullish(),
    tags: tags.optional(),
  });
export const rejectBody = z.strictObject({ reason: text(500), version });
export const queueQuery = z.object({
  status: z.enum(['moderation', 'published', 'rejected']).default('moderation'),
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const reportBody = z.strictObject({ reason: z.enum(REPORT_REASONS), note: z.string().trim().max(500).optional() });
export const reportDecisionBody = z.strictObject({ action: z.enum(['remove', 'keep']) });
export const reportParams = z.object({ target: z.enum(['card', 'comment']), id: dbId });

export const commentBody = z.strictObject({ body: z.string().transform((s) => s.trim()).pipe(z.string().min(1).max(CARD_LIMITS.comment)) });
export const commentsQuery = z.object({ cursor: dbId.optional(), limit: z.coerce.number().int().min(1).max(50).default(20) });
