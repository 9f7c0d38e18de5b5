import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode } from '@msgpack/msgpack';
import { normaliseRussian } from './russian';

/** Readers for the raw source files in ../shared/data/sources (see docs/data.md). */

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

export interface ListRow {
  headword: string;
  pos: string;
  level: string;
  topics: string[];
  note: string;
  source: 'cefrj' | 'octanove';
  order: number;
}

export function readCefrj(dir: string): ListRow[] {
  const rows = parseCsv(readFileSync(join(dir, 'cefrj-1.5.csv'), 'utf8'));
  return rows.slice(1).map((r, order) => ({
    headword: (r[0] ?? '').trim(),
    pos: (r[1] ?? '').trim(),
    level: (r[2] ?? '').trim().toLowerCase(),
    topics: [r[3], r[4], r[5]].map((t) => (t ?? '').trim()).filter(Boolean),
    note: '',
    source: 'cefrj' as const,
    order,
  }));
}

export function readOctanove(dir: string): ListRow[] {
  const rows = parseCsv(readFileSync(join(dir, 'octanove-c1c2-1.0.csv'), 'utf8'));
  return rows.slice(1).map((r, order) => ({
    headword: (r[0] ?? '').trim(),
    pos: (r[1] ?? '').trim() === 'vern' ? 'verb' : (r[1] ?? '').trim(),
    level: (r[2] ?? '').trim().toLowerCase(),
    topics: [],
    note: (r[3] ?? '').trim(),
    source: 'octanove' as const,
    order: 100_000 + order,
  }));
}

export interface WiktSense {
  headword: string;
  /** Wiktionary POS tag: n, v, adj, adv, prep, … */
  pos: string;
  gloss: string;
  /** Only Wiktionary's first sense of a headword carries IPA. */
  primary: boolean;
  translations: string[];
  see: string | null;
  /** Position in the file, for stable ordering. */
  order: number;
}

/** Clean one [m1]…[/m] translation line into a list of Russian translations. */
export function parseTranslations(line: string): string[] {
  let s = line.replace(/^\s*\[m1\]/, '').replace(/\[\/m\]\s*$/, '');
  s = s
    .replace(/\[c gray\][^[]*\[\/c\]/g, '')
    .replace(/\[p\][^[]*\[\/p\]/g, '')
    .replace(/\[i\].*?\[\/i\]/g, '')
    .replace(/\\\[[^\]]*\\\]/g, '')
    .replace(/\[\/?[a-z0-9 ]+\]/g, '');
  // Parenthesised notes, nested once; plain transliterations /…/.
  for (let k = 0; k < 2; k++) s = s.replace(/\([^()]*\)/g, '');
  s = s.replace(/\/[^/]*\//g, '');
  const out: string[] = [];
  for (const raw of s.split(/[,;]/)) {
    if (/[/=<>+]|e\.g\./.test(raw) || /^\s*[-–]/.test(raw)) continue;
    let t = normaliseRussian(raw.replace(/\s+/g, ' ').trim());
    // stray English labels ("colloquial", "figuratively") next to the Russian words
    t = t.replace(/(^|\s)[A-Za-z][A-Za-z.'-]*(?=\s|$)/g, ' ').replace(/\s+/g, ' ');
    t = t.replace(/^[\s\-–—.:!?"«»]+|[\s\-–—.:!?"«»]+$/g, '').trim();
    if (!t || !/[а-яё]/i.test(t) || /[a-z]/i.test(t)) continue;
    if (t.length > 40) continue;
    out.push(t);
  }
  return [...new Set(out)];
}

export function readWiktionary(dir: string): WiktSense[] {
  const text = gunzipSync(readFileSync(join(dir, 'en-ru-enwiktionary.dsl.gz'))).toString('utf8');
  const senses: WiktSense[] = [];
  const blocks = text.split(/\n\s*\n/);
  let order = 0;
  for (const block of blocks) {
    const lines = block.split('\n');
    const headword = lines[0]?.trim() ?? '';
    if (!headword || headword.startsWith('#')) continue;
    const head = lines[1] ?? '';
    const body = lines.slice(2).join(' ').trim();
    const pos = /\[p\]<([^>]+)>\[\/p\]/.exec(head)?.[1] ?? '';
    const primary = /\[c gray\]\/[^[]*\/\[\/c\]/.test(head);
    const gloss = (
      /\[i\]\((.*)\)\[\/i\]/.exec(head)?.[1] ??
      /\[\/c\]\s*\((.*)\)\s*$/.exec(head)?.[1] ??
      ''
    ).trim();
    const see = /SEE: <<([^>]+)>>/.exec(body)?.[1] ?? null;
    const translations = body.includes('[m1]') ? parseTranslations(body) : [];
    senses.push({ headword, pos, gloss, primary, translations, see, order: order++ });
  }
  return senses;
}

export interface Pair {
  en: string;
  ru: string;
}

export function readTatoeba(dir: string): Pair[] {
  const text = gunzipSync(readFileSync(join(dir, 'tatoeba-eng-rus.tsv.gz'))).toString('utf8');
  const out: Pair[] = [];
  for (const line of text.split('\n')) {
    const [en, ru] = line.split('\t');
    if (en && ru) out.push({ en: en.trim(), ru: normaliseRussian(ru.trim()) });
  }
  return out;
}

/** wordfreq's cB msgpack: word → Zipf (9 − bin/100). */
export function readWordfreq(dir: string, file: string): Map<string, number> {
  const data = decode(gunzipSync(readFileSync(join(dir, file)))) as unknown[];
  const out = new Map<string, number>();
  for (let i = 1; i < data.length; i++) {
    const bin = data[i] as string[];
    const zipf = Math.round((9 - (i - 1) / 100) * 100) / 100;
    for (const w of bin) if (!out.has(w)) out.set(w, zipf);
  }
  return out;
}
