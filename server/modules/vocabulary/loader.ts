import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  type VocabularyEntry,
  type VocabularyFile,
  DEFAULT_DATA_DIR,
  readDataFile,
  vocabularyFileSchema,
} from './data-schema';

/**
 * Turns the shipped base vocabulary (data/vocabulary.json.gz) into `words` rows (source 'base') and one system
 * card per word. Idempotent: rows are matched by (headword, pos), a content hash tells unchanged rows apart, and a
 * second run inserts nothing. Rows an admin edited (edited_at set) are never overwritten; untouched rows whose
 * data changed in a newer build are updated. Everything runs in one transaction with batched inserts.
 */
export interface LoadResult {
  inserted: number;
  updated: number;
  skipped: number;
}

export interface LoadOptions {
  now?: number;
  /** Defaults to the committed data/ directory. */
  dataDir?: string;
  /** Use an already-parsed file instead of reading data/ (tests). */
  vocabulary?: VocabularyFile;
}

const BATCH = 400;
const MAX_TAGS = 5;

export function readBaseVocabulary(dataDir: string = DEFAULT_DATA_DIR): VocabularyFile {
  return vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz', dataDir));
}

/** Hash of everything the loader writes for an entry: equal hash → nothing to update. */
export function entryHash(e: VocabularyEntry): string {
  const payload = [e.headword, e.pos, e.level, e.zipf, e.translations, e.example, e.topics, e.emoji, e.concrete];
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 32);
}

function wordRow(e: VocabularyEntry, hash: string) {
  return {
    headword: e.headword,
    pos: e.pos,
    level: e.level,
    zipf: e.zipf,
    translations: JSON.stringify(e.translations),
    primary_translation: e.translations[0]!,
    example_en: e.example?.en ?? null,
    example_ru: e.example?.ru ?? null,
    example_source: e.example?.source ?? null,
    topics: JSON.stringify(e.topics),
    emoji: e.emoji,
    concrete: e.concrete ? 1 : 0,
    content_hash: hash,
  };
}

function cardRow(e: VocabularyEntry, hash: string) {
  return {
    word: e.headword,
    translation: e.translations[0]!,
    example: e.example?.en ?? null,
    example_translation: e.example?.ru ?? null,
    tags: JSON.stringify(e.topics.slice(0, MAX_TAGS)),
    level: e.level,
    content_hash: hash,
  };
}

const key = (headword: string, pos: string) => `${headword}\u0000${pos}`;

export async function loadBaseVocabulary(db: Db, opts: LoadOptions = {}): Promise<LoadResult> {
  const now = opts.now ?? Date.now();
  const file = opts.vocabulary ?? readBaseVocabulary(opts.dataDir);
  const result: LoadResult = { inserted: 0, updated: 0, skipped: 0 };

  await db.transaction().execute(async (trx) => {
    const words = await trx
      .selectFrom('words')
      .select(['id', 'headword', 'pos', 'source', 'content_hash', 'edited_at'])
      .execute();
    const wordsByKey = new Map(words.map((w) => [key(w.headword, w.pos), w]));
    const cards = await trx
      .selectFrom('cards')
      .select(['id', 'word_id', 'content_hash', 'edited_at'])
      .where('collection', '=', 'system')
      .execute();
    const cardsByWord = new Map(cards.filter((c) => c.word_id !== null).map((c) => [c.word_id!, c]));

    const newWords: Array<{ e: VocabularyEntry; hash: string }> = [];
    const newCards: Array<{ e: VocabularyEntry; hash: string; wordId: number }> = [];

    for (const e of file.entries) {
      const hash = entryHash(e);
      const existing = wordsByKey.get(key(e.headword, e.pos));
      if (!existing) {
        newWords.push({ e, hash });
        continue;
      }
      // a word someone else owns (a user's or an admin's entry) or an admin edited stays as it is
      if (existing.source !== 'base' || existing.edited_at !== null) {
        result.skipped++;
        continue;
      }
      let changed = false;
      if (existing.content_hash !== hash) {
        await trx.updateTable('words').set({ ...wordRow(e, hash), updated_at: now }).where('id', '=', existing.id).execute();
        changed = true;
      }
      const card = cardsByWord.get(existing.id);
      if (!card) {
        // the word lost its system card (deleted by hand): recreate it
        newCards.push({ e, hash, wordId: existing.id });
        changed = true;
      } else if (card.edited_at === null && card.content_hash !== hash) {
        await trx.updateTable('cards').set({ ...cardRow(e, hash), updated_at: now }).where('id', '=', card.id).execute();
        changed = true;
      }
      if (changed) result.updated++;
      else result.skipped++;
    }

    for (let i = 0; i < newWords.length; i += BATCH) {
      const chunk = newWords.slice(i, i + BATCH);
      const rows = await trx
        .insertInto('words')
        .values(chunk.map(({ e, hash }) => ({ ...wordRow(e, hash), source: 'base' as const, created_at: now, updated_at: now })))
        .returning(['id', 'headword', 'pos'])
        .execute();
      const byKey = new Map(chunk.map((c) => [key(c.e.headword, c.e.pos), c]));
      for (const r of rows) {
        const c = byKey.get(key(r.headword, r.pos));
        if (c) newCards.push({ ...c, wordId: r.id });
      }
      result.inserted += chunk.length;
    }

    for (let i = 0; i < newCards.length; i += BATCH) {
      const chunk = newCards.slice(i, i + BATCH);
      await trx
        .insertInto('cards')
        .values(
          chunk.map(({ e, hash, wordId }) => ({
            ...cardRow(e, hash),
            word_id: wordId,
            author_id: null,
            collection: 'system' as const,
            is_private: 0,
            allow_comments: 1,
            status: 'published' as const,
            reject_reason: null,
            photo_key: null,
            edited_at: null,
            edited_by: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  });
  return result;
}
