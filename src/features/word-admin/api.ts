import { api } from '../../shared/api';

/** The server's limits (server/modules/dictionary/dictionary.schemas.ts, card limits). */
export const WORD_LIMITS = { headword: 100, translation: 255, translations: 10, example: 500, topics: 10 } as const;
export { CEFR_LEVELS as LEVELS } from '../../shared/config';
export const POS = ['noun', 'verb', 'adjective', 'adverb', 'preposition', 'pronoun', 'determiner', 'conjunction', 'interjection', 'number', 'modal', 'particle'] as const;
export const SORTS = ['headword', '-headword', 'level', '-level', 'frequency', '-frequency', 'updated', '-updated'] as const;
export type Sort = (typeof SORTS)[number];

export interface WordEntry {
  id: number;
  headword: string;
  pos: string;
  level: string;
  translations: string[];
  example: { en: string | null; ru: string | null };
  emoji: string | null;
  topics: string[];
  concrete: boolean;
  reviewed: boolean;
  retired: boolean;
  source: 'base' | 'admin' | 'user';
  edited: string[];
  zipf: number;
  updatedAt: string;
  editedAt: string | null;
  editedBy?: string | null;
  learners?: number;
  photos: { small: string; large: string } | null;
}

export type WordBody = Pick<WordEntry, 'headword' | 'pos' | 'level' | 'translations' | 'example' | 'emoji' | 'topics' | 'concrete' | 'reviewed' | 'retired'>;

export interface WordQuery {
  search: string;
  level: string;
  pos: string;
  /** '' all, 'false' in use, 'true' retired. */
  retired: '' | 'true' | 'false';
  notReviewed: boolean;
  noExample: boolean;
  noEmoji: boolean;
  edited: boolean;
  sort: Sort;
  page: number;
}

export interface WordPage {
  data: WordEntry[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

export interface WordSnapshot extends Omit<WordBody, 'example'> {
  example: { en: string | null; ru: string | null };
}

export interface WordChange {
  id: number;
  action: 'create' | 'edit' | 'import' | 'revert' | 'release';
  at: string;
  by: { id: number; name: string } | null;
  changed: string[];
  before: WordSnapshot | null;
  after: WordSnapshot;
}

export interface ImportRow {
  line: number;
  status: 'new' | 'changed' | 'unchanged' | 'error';
  id?: number;
  headword?: string;
  changes?: string[];
  errors?: Array<{ field: string; message: string }>;
}
export interface ImportResult {
  rows: ImportRow[];
  summary: { total: number; new: number; changed: number; unchanged: number; error: number };
}

/** Form calls show their own 422 messages: the client stays quiet except for 401/419/426/network. */
const SILENT = { context: { silent: true } };
export const PER_PAGE = 50;

function searchParams(q: WordQuery): Record<string, string> {
  const p: Record<string, string> = { sort: q.sort, page: String(q.page), perPage: String(PER_PAGE) };
  if (q.search.trim()) p.search = q.search.trim();
  if (q.level) p.level = q.level;
  if (q.pos) p.pos = q.pos;
  if (q.retired) p.retired = q.retired;
  if (q.notReviewed) p.reviewed = 'false';
  if (q.noExample) p.noExample = 'true';
  if (q.noEmoji) p.noEmoji = 'true';
  if (q.edited) p.edited = 'true';
  return p;
}

export const fetchWords = (q: WordQuery) => api.get('admin/words', { searchParams: searchParams(q) }).json<WordPage>();
export const fetchWord = async (id: number) => (await api.get(`admin/words/${id}`).json<{ data: WordEntry }>()).data;
export const createWord = async (body: WordBody) => (await api.post('admin/words', { json: body, ...SILENT }).json<{ data: WordEntry }>()).data;
export const updateWord = async (id: number, body: Partial<WordBody>) => (await api.patch(`admin/words/${id}`, { json: body, ...SILENT }).json<{ data: WordEntry }>()).data;
export const fetchHistory = async (id: number) => (await api.get(`admin/words/${id}/history`).json<{ data: WordChange[] }>()).data;
export const revertWord = async (id: number, change: number, to: 'before' | 'after') =>
  (await api.post(`admin/words/${id}/history/${change}/revert`, { json: { to } }).json<{ data: WordEntry }>()).data;

function fileBody(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return body;
}
export const previewImport = async (file: File) => (await api.post('admin/words/import', { searchParams: { dryRun: '1' }, body: fileBody(file), ...SILENT }).json<{ data: ImportResult }>()).data;
export const applyImport = async (file: File) => (await api.post('admin/words/import', { body: fileBody(file), ...SILENT }).json<{ data: ImportResult }>()).data;
export const downloadExport = () => api.get('admin/words/export').blob();
