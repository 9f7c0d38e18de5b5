/**
 * RFC 4180 CSV (and TSV: the same with a tab) for the operator's imports and exports. A quoted field may hold the
 * delimiter, quotes ("") and line breaks; each record keeps the line it starts on, for error messages.
 */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export function parseCsv(text: string, delimiter: ',' | '\t' | ';' = ','): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** The delimiter of a file: a tab in its first line makes it TSV. */
export const delimiterOf = (text: string): ',' | '\t' => (/^[^\n]*\t/.test(text) ? '\t' : ',');

const needsQuotes = /[",\n\r\t]|^\s|\s$/;

/**
 * One CSV line (CRLF, as RFC 4180 and spreadsheets expect). A cell that starts like a formula (= + - @) is prefixed
 * with an apostrophe, so that opening the export in a spreadsheet never runs it.
 */
export function csvLine(cells: Array<string | number>): string {
  return (
    cells
      .map((c) => {
        let s = String(c);
        if (/^[=+\-@]/.test(s)) s = `'${s}`;
        return needsQuotes.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
      })
      .join(',') + '\r\n'
  );
}

/** Undoes csvLine's formula guard when a file comes back. */
export const csvCell = (s: string) => (/^'[=+\-@]/.test(s) ? s.slice(1) : s);
