import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { CEFR_LEVELS } from '../../server/domain/levels';
import { type Example, type Level, type Pos } from '../../server/modules/vocabulary/data-schema';
import { sentenceKey } from './example-rules';

/**
 * data/overrides.json — the reviewed manual fixes, applied last so that a rebuild never loses them.
 * `entries` is keyed by entry id (`headword~pos`); `reviewedOk` lists the rows a reviewer checked and left as built.
 */
const overrideSchema = z.object({
  translations: z.array(z.string().min(1)).min(1).optional(),
  example: z
    .object({ en: z.string().min(3), ru: z.string().min(1).nullable(), source: z.enum(['tatoeba', 'slovo']).optional() })
    .nullable()
    .optional(),
  emoji: z.string().min(1).nullable().optional(),
  level: z.enum(CEFR_LEVELS).optional(),
  topics: z.array(z.string()).optional(),
  drop: z.boolean().optional(),
  note: z.string().optional(),
});
export const overridesSchema = z.object({
  _about: z.string().optional(),
  entries: z.record(z.string(), overrideSchema),
  reviewedOk: z.array(z.string()),
  /** id → the example sentence a reviewer found in the entry's part of speech where the tagger disagrees */
  posChecked: z.record(z.string(), z.string().min(3)).default({}),
});
export type Overrides = z.infer<typeof overridesSchema>;

export function readOverrides(file: string): Overrides {
  if (!existsSync(file)) return { entries: {}, reviewedOk: [], posChecked: {} };
  return overridesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

interface Target {
  id: string;
  pos: Pos;
  level: Level;
  translations: string[];
  example: Example | null;
  emoji: string | null;
  topics: string[];
}

export interface ReviewResult {
  reviewed: Set<string>;
  changed: Set<string>;
  dropped: Set<string>;
  unknown: string[];
}

/** The reviewed part-of-speech exceptions keyed as the gate compares them (id → sentenceKey). */
export const posCheckedKeys = (o: Overrides): Map<string, string> =>
  new Map(Object.entries(o.posChecked).map(([id, en]) => [id, sentenceKey(en)]));

/** Phase "translations" runs before examples are chosen; phase "rest" (examples, emoji, topics) runs last. */
export function applyOverrides(targets: Target[], o: Overrides, phase: 'translations' | 'rest'): ReviewResult {
  const byId = new Map(targets.map((t) => [t.id, t]));
  const res: ReviewResult = { reviewed: new Set(), changed: new Set(), dropped: new Set(), unknown: [] };
  for (const id of o.reviewedOk) {
    if (byId.has(id)) res.reviewed.add(id);
    else res.unknown.push(id);
  }
  for (const [id, ov] of Object.entries(o.entries)) {
    const t = byId.get(id);
    if (!t) {
      res.unknown.push(id);
      continue;
    }
    res.reviewed.add(id);
    res.changed.add(id);
    if (ov.drop) res.dropped.add(id);
    if (phase === 'translations') {
      if (ov.translations) t.translations = [...ov.translations];
      if (ov.level) t.level = ov.level;
    } else {
      if (ov.example !== undefined) t.example = ov.example ? { en: ov.example.en, ru: ov.example.ru, source: ov.example.source ?? 'slovo' } : null;
      if (ov.emoji !== undefined) t.emoji = ov.emoji;
      if (ov.topics) t.topics = [...ov.topics].sort();
    }
  }
  if (phase === 'rest' && res.unknown.length) console.warn(`overrides: unknown ids ${res.unknown.join(', ')}`);
  return res;
}
