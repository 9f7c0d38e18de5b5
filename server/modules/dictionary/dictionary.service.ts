import { type Insertable, type Selectable, type Transaction, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, WordChangesTable, WordsTable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, notFound } from '../../lib/http-errors';
import { chosenVariant, type PhotoService } from '../photos/photo.service';
import type { UserRow } from '../users/users.repository';
import {
  changedFields,
  fieldsOfRow,
  sameValue,
  snapshot,
  systemCardColumns,
  type WordFields,
  type WordSnapshot,
  wordColumns,
} from '../vocabulary/entry';
import type { ListQuery, WordInput, WordPatch } from './dictionary.schemas';

export interface DictionaryDeps {
  db: Db;
  clock: Clock;
  photos: PhotoService;
  log: { warn: (obj: object, msg: string) => void };
}

type WordRow = Selectable<WordsTable>;
type AuditRow = Insertable<WordChangesTable>;
/** Rows a statement when many words are written at once (an import). */
const BATCH = 300;
type Trx = Transaction<Database>;
export type ChangeAction = 'create' | 'edit' | 'import' | 'revert';

/** The API's `example`: always an object, `{en: null, ru: null}` when the entry has none. */
const exampleOut = (f: WordFields) => ({ en: f.example?.en ?? null, ru: f.example?.ru ?? null });
const exampleIn = (e: { en: string | null; ru: string | null }): WordFields['example'] => (e.en ? { en: e.en, ru: e.ru } : null);

/** A snapshot as the API shows it (history), with the API's `example`. */
export const snapshotOut = (s: WordSnapshot) => ({ ...s, example: exampleOut(s) });

/** What a change sets: the entry's fields and whether it is retired. */
export interface WordTarget {
  fields: WordFields;
  retired: boolean;
}

export function targetOf(current: WordTarget, patch: WordPatch): WordTarget {
  const { retired, example, ...rest } = patch;
  return {
    fields: { ...current.fields, ...rest, ...(example ? { example: exampleIn(example) } : {}) },
    retired: retired ?? current.retired,
  };
}

export const inputTarget = (input: WordInput): WordTarget => {
  const { retired, example, ...rest } = input;
  return { fields: { ...rest, example: exampleIn(example) }, retired };
};

/** What the photo of a card is drawn from: a change of one of these means a new photo (spec §5). */
const pictureOf = (f: WordFields) => [f.headword, f.example?.en ?? null, f.emoji, f.pos];

/**
 * The operator's dictionary (/admin/words): browse, add, edit, retire, history and revert. Each change writes the
 * word, its system card and an audit row in one transaction; a changed word or example renders the new photo.
 */
export function dictionaryService({ db, clock, photos, log }: DictionaryDeps) {
  async function cardOf(q: Db | Trx, wordId: number) {
    return q
      .selectFrom('cards')
      .select(['id', 'word', 'example', 'photo_key'])
      .where('word_id', '=', wordId)
      .where('collection', '=', 'system')
      .executeTakeFirst();
  }

  function resource(w: WordRow, card: { id: number; word: string; example: string | null; photo_key: string | null } | undefined, extra: { editedBy?: string | null; learners?: number } = {}) {
    const f = fieldsOfRow(w);
    const release = w.release ? (JSON.parse(w.release) as WordFields) : null;
    return {
      id: w.id,
      headword: f.headword,
      pos: f.pos,
      level: f.level,
      translations: f.translations,
      example: exampleOut(f),
      emoji: f.emoji,
      topics: f.topics,
      concrete: f.concrete,
      reviewed: f.reviewed,
      retired: w.retired_at !== null,
      /** 'base': shipped in data/vocabulary.json.gz; 'admin': added by an operator. */
      source: w.source,
      baseId: w.base_id,
      /** Fields that differ from the shipped data (they stay when a new release comes: decision 0023). */
      edited: release ? changedFields(release, f) : [],
      zipf: w.zipf,
      updatedAt: new Date(w.updated_at).toISOString(),
      editedAt: w.edited_at === null ? null : new Date(w.edited_at).toISOString(),
      ...(extra.editedBy !== undefined ? { editedBy: extra.editedBy } : {}),
      ...(extra.learners !== undefined ? { learners: extra.learners } : {}),
      cardId: card?.id ?? null,
      photos: card ? photos.urls({ ...card, emoji: f.emoji, pos: f.pos }) : null,
    };
  }

  async function load(id: number) {
    const w = await db.selectFrom('words').selectAll().where('id', '=', id).executeTakeFirst();
    if (!w) throw notFound();
    return w;
  }

  /** A word's name is one (headword, part of speech): the database refuses a second, the API says why first. */
  async function assertFree(q: Db | Trx, f: WordFields, exceptId: number | null) {
    let query = q.selectFrom('words').select('id').where('headword', '=', f.headword).where('pos', '=', f.pos);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw fieldError('headword', 'words.exists', { headword: f.headword, pos: f.pos });
  }

  /**
   * Writes one change inside the caller's transaction: the word, its system card (retired: out of every feed),
   * the audit row. Returns whether the picture changed (the caller renders it after the commit).
   */
  async function write(trx: Trx, admin: Pick<UserRow, 'id'>, w: WordRow, target: WordTarget, action: ChangeAction, now: number, log?: AuditRow[]) {
    const before = snapshot(fieldsOfRow(w), w);
    const after: WordSnapshot = { ...target.fields, retired: target.retired };
    if (sameValue(before, after)) return false;
    await trx
      .updateTable('words')
      .set({
        ...wordColumns(target.fields),
        retired_at: target.retired ? (w.retired_at ?? now) : null,
        ...(sameValue(before.example, after.example) ? {} : { example_source: after.example ? 'slovo' : null }),
        edited_at: now,
        edited_by: admin.id,
        updated_at: now,
      })
      .where('id', '=', w.id)
      .execute();
    await trx
      .updateTable('cards')
      .set({ ...systemCardColumns(target.fields), status: target.retired ? 'retired' : 'published', updated_at: now })
      .where('word_id', '=', w.id)
      .where('collection', '=', 'system')
      .execute();
    const audit = { word_id: w.id, user_id: admin.id, action, before: JSON.stringify(before), after: JSON.stringify(after), created_at: now };
    if (log) log.push(audit);
    else await trx.insertInto('word_changes').values(audit).execute();
    return !sameValue(pictureOf(before), pictureOf(after));
  }

  /** Adds words and their system cards inside the caller's transaction, a few hundred rows a statement. */
  async function insertMany(trx: Trx, admin: Pick<UserRow, 'id'>, targets: WordTarget[], action: ChangeAction, now: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < targets.length; i += BATCH) {
      const chunk = targets.slice(i, i + BATCH);
      const rows = await trx
        .insertInto('words')
        .values(
          chunk.map((target) => ({
            ...wordColumns(target.fields),
            zipf: 0,
            example_source: target.fields.example ? 'slovo' : null,
            source: 'admin' as const,
            retired_at: target.retired ? now : null,
            edited_at: now,
            edited_by: admin.id,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'headword', 'pos'])
        .execute();
      // Matched by name (unique), not by the order the database returns rows in.
      const idOf = new Map(rows.map((r) => [`${r.headword}\u0000${r.pos}`, r.id]));
      const chunkIds = chunk.map((target) => idOf.get(`${target.fields.headword}\u0000${target.fields.pos}`)!);
      await trx
        .insertInto('cards')
        .values(
          chunk.map((target, j) => ({
            ...systemCardColumns(target.fields),
            word_id: chunkIds[j]!,
            author_id: null,
            collection: 'system' as const,
            is_private: 0,
            allow_comments: 1,
            status: target.retired ? ('retired' as const) : ('published' as const),
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto('word_changes')
        .values(chunk.map((target, j) => ({ word_id: chunkIds[j]!, user_id: admin.id, action, before: null, after: JSON.stringify({ ...target.fields, retired: target.retired }), created_at: now })))
        .execute();
      ids.push(...chunkIds);
    }
    return ids;
  }

  /** The new photo is drawn now rather than by the first learner who meets the card; a failure only delays it. */
  async function renderPhoto(wordId: number) {
    const card = await photos.loadCard((await cardOf(db, wordId))?.id ?? 0);
    if (!card) return;
    await photos.ensure(card, chosenVariant(card)).catch((error: unknown) => log.warn({ err: error, wordId }, 'word photo render failed'));
  }

  async function show(id: number) {
    const w = await load(id);
    const card = await cardOf(db, id);
    const [editor, learners] = await Promise.all([
      w.edited_by === null ? null : db.selectFrom('users').select('name').where('id', '=', w.edited_by).executeTakeFirst(),
      card ? db.selectFrom('user_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('card_id', '=', card.id).executeTakeFirst() : null,
    ]);
    return resource(w, card, { editedBy: editor?.name ?? null, learners: Number(learners?.n ?? 0) });
  }

  async function change(admin: UserRow, id: number, toTarget: (current: WordTarget) => WordTarget, action: ChangeAction) {
    const pictureChanged = await db.transaction().execute(async (trx) => {
      const w = await trx.selectFrom('words').selectAll().where('id', '=', id).executeTakeFirst();
      if (!w) throw notFound();
      const target = toTarget({ fields: fieldsOfRow(w), retired: w.retired_at !== null });
      if (target.fields.headword !== w.headword || target.fields.pos !== w.pos) await assertFree(trx, target.fields, id);
      return write(trx, admin, w, target, action, clock.now());
    });
    if (pictureChanged) await renderPhoto(id);
    return show(id);
  }

  return {
    resource,
    write,
    insertMany,
    assertFree,

    async list(q: ListQuery) {
      let query = db.selectFrom('words');
      const term = q.search.toLowerCase();
      if (term) {
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(words.headword)`, 'like', sql`${like} escape '\\'`),
            eb(sql`lower(words.translations)`, 'like', sql`${like} escape '\\'`),
          ]),
        );
      }
      if (q.level) query = query.where('level', '=', q.level);
      if (q.pos) query = query.where('pos', '=', q.pos);
      if (q.retired !== undefined) query = query.where('retired_at', q.retired ? 'is not' : 'is', null);
      if (q.reviewed !== undefined) query = query.where('reviewed', '=', q.reviewed ? 1 : 0);
      if (q.edited !== undefined) query = query.where('edited_at', q.edited ? 'is not' : 'is', null);
      if (q.noExample !== undefined) query = query.where('example_en', q.noExample ? 'is' : 'is not', null);
      if (q.noEmoji !== undefined) query = query.where('emoji', q.noEmoji ? 'is' : 'is not', null);

      const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const desc = q.sort.startsWith('-');
      const by = q.sort.replace('-', '') as 'headword' | 'level' | 'frequency' | 'updated';
      let rows = query.selectAll();
      // The word itself first, then words starting with it, then the rest.
      if (term) rows = rows.orderBy(sql`case when lower(words.headword) = ${term} then 0 when lower(words.headword) like ${`${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\' then 1 else 2 end`);
      if (by === 'level') rows = rows.orderBy('level', desc ? 'desc' : 'asc');
      if (by === 'frequency') rows = rows.orderBy('zipf', desc ? 'asc' : 'desc');
      if (by === 'updated') rows = rows.orderBy('updated_at', desc ? 'asc' : 'desc');
      // Case-insensitive A–Z ("april" beside "apple", not after every capital).
      rows = rows.orderBy(sql`lower(words.headword)`, by === 'headword' && desc ? 'desc' : 'asc').orderBy('id');
      const words = await rows.limit(q.perPage).offset((q.page - 1) * q.perPage).execute();
      const cards = words.length
        ? await db
            .selectFrom('cards')
            .select(['id', 'word_id', 'word', 'example', 'photo_key'])
            .where('collection', '=', 'system')
            .where(
              'word_id',
              'in',
              words.map((w) => w.id),
            )
            .execute()
        : [];
      const cardByWord = new Map(cards.map((c) => [c.word_id, c]));
      return {
        data: words.map((w) => resource(w, cardByWord.get(w.id))),
        meta: { total, page: q.page, perPage: q.perPage, lastPage: Math.max(1, Math.ceil(total / q.perPage)) },
      };
    },

    show,

    async create(admin: UserRow, input: WordInput) {
      const target = inputTarget(input);
      const id = await db.transaction().execute(async (trx) => {
        await assertFree(trx, target.fields, null);
        return (await insertMany(trx, admin, [target], 'create', clock.now()))[0]!;
      });
      await renderPhoto(id);
      return show(id);
    },

    update: (admin: UserRow, id: number, patch: WordPatch) => change(admin, id, (current) => targetOf(current, patch), 'edit'),

    async history(id: number) {
      await load(id);
      const rows = await db
        .selectFrom('word_changes')
        .leftJoin('users', 'users.id', 'word_changes.user_id')
        .select(['word_changes.id', 'word_changes.action', 'word_changes.before', 'word_changes.after', 'word_changes.created_at', 'word_changes.user_id', 'users.name'])
        .where('word_id', '=', id)
        .orderBy('word_changes.id', 'desc')
        .limit(200)
        .execute();
      return rows.map((r) => {
        const before = r.before ? (JSON.parse(r.before) as WordSnapshot) : null;
        const after = JSON.parse(r.after) as WordSnapshot;
        return {
          id: r.id,
          action: r.action,
          at: new Date(r.created_at).toISOString(),
          by: r.user_id === null ? null : { id: r.user_id, name: r.name ?? '' },
          changed: before ? [...changedFields(before, after), ...(before.retired !== after.retired ? ['retired' as const] : [])] : [],
          before: before ? snapshotOut(before) : null,
          after: snapshotOut(after),
        };
      });
    },

    /** "Revert to this": the entry as it was after (or before) one change of its history; logged as a change itself. */
    async revert(admin: UserRow, id: number, changeId: number, to: 'before' | 'after') {
      const row = await db.selectFrom('word_changes').select(['before', 'after']).where('id', '=', changeId).where('word_id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      const state = to === 'before' ? row.before : row.after;
      if (!state) throw fieldError('to', 'words.nothingBefore');
      const { retired, ...fields } = JSON.parse(state) as WordSnapshot;
      return change(admin, id, () => ({ fields, retired }), 'revert');
    },
  };
}

export type DictionaryService = ReturnType<typeof dictionaryService>;
