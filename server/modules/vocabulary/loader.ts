import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { WordChangesTable, WordsTable } from '../../db/schema';
import {
  type VocabularyEntry,
  type VocabularyFile,
  DEFAULT_DATA_DIR,
  readDataFile,
  vocabularyFileSchema,
} from './data-schema';
import { changedFields, fieldsOfEntry, fieldsOfRow, mergeRelease, sameValue, snapshot, systemCardColumns, type WordFields, wordColumns } from './entry';

/**
 * Turns the shipped base vocabulary (data/vocabulary.json.gz) into `words` rows (source 'base') and one system
 * card per word. Idempotent: rows are matched by the entry's stable id (`base_id`; by headword and part of speech
 * for rows loaded before it existed), a content hash tells unchanged entries apart, and a second run writes nothing.
 * A changed entry is merged field by field with operators' edits (mergeRelease in ./entry.ts; decision 0023): what
 * an operator changed stays, the rest follows the release, and the audit log records what the release changed.
 * Everything runs in one transaction with batched inserts.
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

export function readBaseVocabulary(dataDir: string = DEFAULT_DATA_DIR): VocabularyFile {
  return vocabularyFileSchema.parse(readDataFile('vocabulary.json.gz', dataDir));
}

/** Hash of everything the loader writes for an entry: equal hash → nothing to update. */
export function entryHash(e: VocabularyEntry): string {
  const payload = [e.headword, e.pos, e.level, e.zipf, e.translations, e.example, e.topics, e.emoji, e.concrete, e.reviewed];
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex').slice(0, 32);
}

const key = (headword: string, pos: string) => `${headword}\u0000${pos}`;

type ExistingWord = Selectable<WordsTable>;

export async function loadBaseVocabulary(db: Db, opts: LoadOptions = {}): Promise<LoadResult> {
  const now = opts.now ?? Date.now();
  const file = opts.vocabulary ?? readBaseVocabulary(opts.dataDir);
  const result: LoadResult = { inserted: 0, updated: 0, skipped: 0 };

  await db.transaction().execute(async (trx) => {
    const words = await trx.selectFrom('words').selectAll().execute();
    const byBaseId = new Map(words.filter((w) => w.base_id !== null).map((w) => [w.base_id!, w]));
    const byKey = new Map(words.map((w) => [key(w.headword, w.pos), w]));
    const cards = await trx
      .selectFrom('cards')
      .select(['id', 'word_id', 'content_hash', 'edited_at'])
      .where('collection', '=', 'system')
      .execute();
    const cardsByWord = new Map(cards.filter((c) => c.word_id !== null).map((c) => [c.word_id!, c]));

    const newWords: Array<{ e: VocabularyEntry; hash: string }> = [];
    const newCards: Array<{ fields: WordFields; wordId: number; retired: boolean }> = [];
    const changes: Array<Insertable<WordChangesTable>> = [];

    for (const e of file.entries) {
      const hash = entryHash(e);
      const byName = byKey.get(key(e.headword, e.pos));
      const existing = byBaseId.get(e.id) ?? (byName && byName.base_id === null ? byName : undefined);
      if (!existing) {
        // The name is taken by a word that is another entry now (an operator renamed one into it): that word stays.
        if (byName) result.skipped++;
        else newWords.push({ e, hash });
        continue;
      }
      // a learner's word with the same name is theirs
      if (existing.source === 'user') {
        result.skipped++;
        continue;
      }
      let changed = false;
      let fields = fieldsOfRow(existing);
      if (existing.content_hash !== hash || existing.base_id !== e.id || existing.release === null) {
        const next = fieldsOfEntry(e);
        const merged = mergeRelease(fields, previousRelease(existing), next).merged;
        // A release may not take a name another word holds: that word keeps it, this one its own.
        const taken = byKey.get(key(merged.headword, merged.pos));
        if (taken && taken.id !== existing.id) Object.assign(merged, { headword: fields.headword, pos: fields.pos });
        const visible = changedFields(fields, merged).length > 0;
        await trx
          .updateTable('words')
          .set({
            ...(visible ? { ...wordColumns(merged), updated_at: now } : {}),
            zipf: e.zipf,
            example_source: sameValue(merged.example, next.example) ? (e.example?.source ?? null) : existing.example_source,
            base_id: e.id,
            release: JSON.stringify(next),
            content_hash: hash,
          })
          .where('id', '=', existing.id)
          .execute();
        if (visible) {
          changes.push({ word_id: existing.id, user_id: null, action: 'release', before: JSON.stringify(snapshot(fields, existing)), after: JSON.stringify(snapshot(merged, existing)), created_at: now });
          byKey.delete(key(fields.headword, fields.pos));
          byKey.set(key(merged.headword, merged.pos), existing);
          fields = merged;
          changed = true;
        }
      }
      const card = cardsByWord.get(existing.id);
      const cardColumns = systemCardColumns(fields);
      if (!card) {
        // the word lost its system card (deleted by hand): recreate it
        newCards.push({ fields, wordId: existing.id, retired: existing.retired_at !== null });
        changed = true;
      } else if (card.edited_at === null && card.content_hash !== cardColumns.content_hash) {
        await trx.updateTable('cards').set({ ...cardColumns, updated_at: now }).where('id', '=', card.id).execute();
        changed = true;
      }
      if (changed) result.updated++;
      else result.skipped++;
    }

    for (let i = 0; i < newWords.length; i += BATCH) {
      const chunk = newWords.slice(i, i + BATCH);
      const rows = await trx
        .insertInto('words')
        .values(
          chunk.map(({ e, hash }) => ({
            ...wordColumns(fieldsOfEntry(e)),
            zipf: e.zipf,
            example_source: e.example?.source ?? null,
            base_id: e.id,
            release: JSON.stringify(fieldsOfEntry(e)),
            content_hash: hash,
            source: 'base' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'base_id'])
        .execute();
      const byId = new Map(chunk.map((c) => [c.e.id, c]));
      for (const r of rows) {
        const c = byId.get(r.base_id!);
        if (c) newCards.push({ fields: fieldsOfEntry(c.e), wordId: r.id, retired: false });
      }
      result.inserted += chunk.length;
    }

    for (let i = 0; i < newCards.length; i += BATCH) {
      const chunk = newCards.slice(i, i + BATCH);
      await trx
        .insertInto('cards')
        .values(
          chunk.map(({ fields, wordId, retired }) => ({
            ...systemCardColumns(fields),
            word_id: wordId,
            author_id: null,
            collection: 'system' as const,
            is_private: 0,
            allow_comments: 1,
            status: retired ? ('retired' as const) : ('published' as const),
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
    for (let i = 0; i < changes.length; i += BATCH) await trx.insertInto('word_changes').values(changes.slice(i, i + BATCH)).execute();
  });
  return result;
}

/**
 * The ancestor of the merge: the release last loaded. A row loaded before releases were kept follows the new release
 * unless an operator had edited it (then all its differing fields are the operator's).
 */
function previousRelease(w: ExistingWord): WordFields | null {
  if (w.release) return JSON.parse(w.release) as WordFields;
  return w.edited_at === null && w.source === 'base' ? fieldsOfRow(w) : null;
}
