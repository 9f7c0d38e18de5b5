import { csvCell, csvLine } from '../../lib/csv';
import type { WordFields } from '../vocabulary/entry';

/**
 * The dictionary's file format, for export and import (docs/api.md "Admin: the dictionary"): UTF-8 CSV (or TSV),
 * a header row naming the columns, one entry a row. `translations` and `topics` are `;`-separated; flags are 1 or 0.
 */
export const CSV_COLUMNS = ['id', 'headword', 'pos', 'level', 'translations', 'example_en', 'example_ru', 'emoji', 'topics', 'concrete', 'reviewed', 'retired'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** Without these a row cannot make a new word; an existing word keeps what an absent column would set. */
export const REQUIRED_COLUMNS: CsvColumn[] = ['headword', 'pos', 'level', 'translations'];

export function csvHeader(): string {
  return csvLine([...CSV_COLUMNS]);
}

export function csvRow(id: number, f: WordFields, retired: boolean): string {
  return csvLine([
    id,
    f.headword,
    f.pos,
    f.level,
    f.translations.join('; '),
    f.example?.en ?? '',
    f.example?.ru ?? '',
    f.emoji ?? '',
    f.topics.join('; '),
    f.concrete ? 1 : 0,
    f.reviewed ? 1 : 0,
    retired ? 1 : 0,
  ]);
}

const list = (s: string) =>
  s
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);

const FLAGS: Record<string, boolean> = { '1': true, '0': false, true: true, false: false, yes: true, no: false, да: true, нет: false, '': false };

/**
 * A row's cells as the API's patch body (the same validation as PATCH follows): only the columns the file has.
 * A flag that is not 1/0 (true/false, yes/no, да/нет) is passed on as text, so that validation names it.
 */
export function rowBody(header: CsvColumn[], cells: string[]): { id: string; body: Record<string, unknown> } {
  const cell = (c: CsvColumn) => csvCell((cells[header.indexOf(c)] ?? '').trim());
  const has = (c: CsvColumn) => header.includes(c);
  const body: Record<string, unknown> = {};
  if (has('headword')) body.headword = cell('headword');
  for (const c of ['pos', 'level'] as const) if (has(c)) body[c] = cell(c).toLowerCase();
  if (has('translations')) body.translations = list(cell('translations'));
  if (has('topics')) body.topics = list(cell('topics'));
  if (has('emoji')) body.emoji = cell('emoji');
  // An absent side is filled from the word the row changes (importer), so a file may carry only one of them.
  if (has('example_en') || has('example_ru')) body.example = { ...(has('example_en') ? { en: cell('example_en') } : {}), ...(has('example_ru') ? { ru: cell('example_ru') } : {}) };
  for (const c of ['concrete', 'reviewed', 'retired'] as const) {
    if (!has(c)) continue;
    const v = cell(c).toLowerCase();
    body[c] = v in FLAGS ? FLAGS[v] : v;
  }
  return { id: has('id') ? cell('id') : '', body };
}
