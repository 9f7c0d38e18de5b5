import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { WordsTable } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { delimiterOf, parseCsv } from '../../lib/csv';
import { fieldError } from '../../lib/http-errors';
import { zodToFieldErrors } from '../../lib/validation';
import type { MessageKey } from '../../i18n/messages';
import type { UserRow } from '../users/users.repository';
import { changedFields, fieldsOfRow } from '../vocabulary/entry';
import { wordBody, wordPatch } from './dictionary.schemas';
import { type DictionaryService, inputTarget, targetOf, type WordTarget } from './dictionary.service';
import { CSV_COLUMNS, type CsvColumn, REQUIRED_COLUMNS, rowBody } from './word-csv';

/** A file of 10,000 rows is an ordinary import; beyond this many it is refused rather than tying the server up. */
export const IMPORT_MAX_ROWS = 20_000;

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export interface ImportRow {
  line: number;
  status: 'new' | 'changed' | 'unchanged' | 'error';
  id?: number;
  headword?: string;
  /** For a changed row: the fields it changes (and `retired`). */
  changes?: string[];
  errors?: Array<{ field: string; message: string }>;
}

type Planned = { row: ImportRow; word: Selectable<WordsTable> | null; target: WordTarget };

const key = (headword: string, pos: string) => `${headword}\u0000${pos}`;

/** The entry in the shape `rowBody` gives a row, to tell cells that change nothing. */
const bodyOfCurrent = ({ fields: f, retired }: WordTarget): Record<string, unknown> => ({
  headword: f.headword,
  pos: f.pos,
  level: f.level,
  translations: f.translations,
  topics: f.topics,
  emoji: f.emoji ?? '',
  example: { en: f.example?.en ?? '', ru: f.example?.ru ?? '' },
  concrete: f.concrete,
  reviewed: f.reviewed,
  retired,
});

function readHeader(cells: string[]): CsvColumn[] {
  const header = cells.map((c) => c.trim().toLowerCase());
  for (const c of header) if (!(CSV_COLUMNS as readonly string[]).includes(c)) throw fieldError('file', 'words.importUnknownColumn', { column: c || '""', columns: CSV_COLUMNS.join(', ') });
  const dup = header.find((c, i) => header.indexOf(c) !== i);
  if (dup) throw fieldError('file', 'words.importUnknownColumn', { column: dup, columns: CSV_COLUMNS.join(', ') });
  if (!header.includes('id') && !(header.includes('headword') && header.includes('pos'))) throw fieldError('file', 'words.importNoKey');
  return header as CsvColumn[];
}

/**
 * Import of the dictionary file: every row is checked as PATCH/POST would check it and classified against the
 * database (new, changed, unchanged, error). The plan is made inside the transaction that applies it, so what the
 * preview said is what is written, or nothing when a row is in error.
 */
export function dictionaryImport({ db, clock, dictionary }: { db: Db; clock: Clock; dictionary: DictionaryService }) {
  async function plan(q: Db, text: string, t: Translate): Promise<Planned[]> {
    const records = parseCsv(text, delimiterOf(text));
    if (records.length < 2) throw fieldError('file', 'words.importEmpty');
    if (records.length - 1 > IMPORT_MAX_ROWS) throw fieldError('file', 'words.importTooMany', { max: IMPORT_MAX_ROWS });
    const header = readHeader(records[0]!.cells);
    const words = await q.selectFrom('words').selectAll().execute();
    const byId = new Map(words.map((w) => [w.id, w]));
    const byKey = new Map(words.map((w) => [key(w.headword, w.pos), w]));
    const seen = new Map<number, number>();
    const errorsOf = (error: z.ZodError) =>
      Object.entries(zodToFieldErrors(error)).flatMap(([field, list]) => list.map((e) => ({ field, message: t(e.key, e.params) })));

    const planned: Planned[] = records.slice(1).map(({ line, cells }) => {
      const { id, body } = rowBody(header, cells);
      const headword = typeof body.headword === 'string' ? body.headword.replace(/\s+/g, ' ') : undefined;
      const fail = (errors: ImportRow['errors']): Planned => ({ row: { line, status: 'error', ...(headword ? { headword } : {}), errors }, word: null, target: null as never });
      if (cells.length > header.length) return fail([{ field: 'file', message: t('words.importColumns', { count: header.length }) }]);
      let word: Selectable<WordsTable> | undefined;
      if (id !== '') {
        word = /^\d{1,10}$/.test(id) ? byId.get(Number(id)) : undefined;
        if (!word) return fail([{ field: 'id', message: t('words.importNoSuchId', { id }) }]);
      } else if (headword && typeof body.pos === 'string') word = byKey.get(key(headword, body.pos));
      if (word) {
        const first = seen.get(word.id);
        if (first !== undefined) return fail([{ field: 'id', message: t('words.importDuplicate', { line: first }) }]);
        seen.set(word.id, line);
        const current = { fields: fieldsOfRow(word), retired: word.retired_at !== null };
        if (body.example) body.example = { en: current.fields.example?.en ?? '', ru: current.fields.example?.ru ?? '', ...(body.example as object) };
        // Cells equal to the entry as it is are not checked again: an export of older data imports unchanged.
        const now = bodyOfCurrent(current);
        for (const k of Object.keys(body)) if (JSON.stringify(body[k]) === JSON.stringify(now[k])) delete body[k];
        if (Object.keys(body).length === 0) return { row: { line, status: 'unchanged', id: word.id, headword: current.fields.headword }, word, target: current };
        const parsed = wordPatch.safeParse(body, { reportInput: true });
        if (!parsed.success) return fail(errorsOf(parsed.error));
        const target = targetOf(current, parsed.data);
        const changes = [...changedFields(current.fields, target.fields), ...(current.retired !== target.retired ? ['retired'] : [])];
        return { row: { line, status: changes.length ? 'changed' : 'unchanged', id: word.id, headword: target.fields.headword, ...(changes.length ? { changes } : {}) }, word, target };
      }
      const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
      if (missing.length) return fail(missing.map((field) => ({ field, message: t('field.required') })));
      const parsed = wordBody.safeParse(body, { reportInput: true });
      if (!parsed.success) return fail(errorsOf(parsed.error));
      return { row: { line, status: 'new', headword: parsed.data.headword }, word: null, target: inputTarget(parsed.data) };
    });

    // Names stay unique: a row may not take a name another word holds now (even one this file renames: rows are
    // written one after another), nor one an earlier row takes.
    const owners = new Map(words.map((w) => [key(w.headword, w.pos), String(w.id)]));
    const moving = planned.filter((p) => p.row.status === 'new' || p.row.status === 'changed');
    for (const p of moving) {
      const k = key(p.target.fields.headword, p.target.fields.pos);
      const me = p.word ? String(p.word.id) : `line ${p.row.line}`;
      const owner = owners.get(k);
      if (owner !== undefined && owner !== me) {
        p.row = { line: p.row.line, status: 'error', headword: p.target.fields.headword, errors: [{ field: 'headword', message: t('words.exists', { headword: p.target.fields.headword, pos: p.target.fields.pos }) }] };
      } else owners.set(k, me);
    }
    return planned;
  }

  const summaryOf = (rows: ImportRow[]) => ({
    total: rows.length,
    new: rows.filter((r) => r.status === 'new').length,
    changed: rows.filter((r) => r.status === 'changed').length,
    unchanged: rows.filter((r) => r.status === 'unchanged').length,
    error: rows.filter((r) => r.status === 'error').length,
  });

  return {
    /** The preview: nothing is written. */
    async preview(text: string, t: Translate) {
      const rows = (await plan(db, text, t)).map((p) => p.row);
      return { rows, summary: summaryOf(rows) };
    },

    /** All rows in one transaction, or none: `applied` false with the rows when any is in error. */
    async apply(admin: UserRow, text: string, t: Translate) {
      return db.transaction().execute(async (trx) => {
        const planned = await plan(trx as unknown as Db, text, t);
        const rows = planned.map((p) => p.row);
        if (rows.some((r) => r.status === 'error')) return { applied: false as const, rows, summary: summaryOf(rows) };
        const now = clock.now();
        const log: Parameters<DictionaryService['write']>[6] & object = [];
        for (const p of planned) if (p.row.status === 'changed') await dictionary.write(trx, admin, p.word!, p.target, 'import', now, log);
        for (let i = 0; i < log.length; i += 300) await trx.insertInto('word_changes').values(log.slice(i, i + 300)).execute();
        const added = planned.filter((p) => p.row.status === 'new');
        const ids = await dictionary.insertMany(trx, admin, added.map((p) => p.target), 'import', now);
        added.forEach((p, i) => (p.row.id = ids[i]));
        return { applied: true as const, rows, summary: summaryOf(rows) };
      });
    },
  };
}
