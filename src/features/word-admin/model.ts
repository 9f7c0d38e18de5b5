import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, type ApiError } from '../../shared/api';
import { check, createForm, maxLength, required, type FieldIssues } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import {
  applyImport,
  createWord,
  downloadExport,
  fetchHistory,
  fetchWord,
  fetchWords,
  previewImport,
  revertWord,
  updateWord,
  WORD_LIMITS,
  type ImportResult,
  type WordBody,
  type WordChange,
  type WordEntry,
  type WordPage,
  type WordQuery,
} from './api';

/** The operator's dictionary (/admin/words): the list and its filters, one entry's editor and history, the import. */
export const INITIAL_QUERY: WordQuery = { search: '', level: '', pos: '', retired: '', notReviewed: false, noExample: false, noEmoji: false, edited: false, sort: 'headword', page: 1 };

export const pageOpened = createEvent();
/** A filter, the search or the sort changed: back to the first page (unless the change is the page). */
export const queryChanged = createEvent<Partial<WordQuery>>();
export const $query = createStore<WordQuery>(INITIAL_QUERY).on(queryChanged, (q, patch) => ({ ...q, ...patch, page: patch.page ?? 1 }));
const fetchWordsFx = createApiEffect((q: WordQuery) => fetchWords(q));
export const $page = createStore<WordPage | null>(null).on(fetchWordsFx.doneData, (_, page) => page);
export const $listFailed = createStore(false)
  .on(fetchWordsFx.fail, () => true)
  .reset(fetchWordsFx);
export const $listLoading = fetchWordsFx.pending;
sample({ clock: [pageOpened, queryChanged], source: $query, target: fetchWordsFx });
const refreshList = createEvent();
sample({ clock: refreshList, source: $query, target: fetchWordsFx });

/** What the side of the screen shows: an entry, the form for a new one, the import, or nothing (the list only). */
export type Pane = { kind: 'word'; id: number } | { kind: 'new' } | { kind: 'import' } | null;
export const wordSelected = createEvent<number>();
export const addClicked = createEvent();
export const importClicked = createEvent();
export const paneClosed = createEvent();
export const $pane = createStore<Pane>(null)
  .on(wordSelected, (_, id) => ({ kind: 'word', id }))
  .on(addClicked, () => ({ kind: 'new' }))
  .on(importClicked, () => ({ kind: 'import' }))
  .reset(paneClosed, pageOpened);

const fetchWordFx = createApiEffect((id: number) => fetchWord(id));
const fetchHistoryFx = createApiEffect((id: number) => fetchHistory(id));
export const $word = createStore<WordEntry | null>(null)
  .on(wordSelected, () => null)
  .on(fetchWordFx.doneData, (_, w) => w)
  .reset(addClicked, importClicked, paneClosed);
export const $history = createStore<WordChange[] | null>(null)
  .on(wordSelected, () => null)
  .on(fetchHistoryFx.doneData, (_, h) => h)
  .reset(addClicked, importClicked, paneClosed);
sample({ clock: wordSelected, target: [fetchWordFx, fetchHistoryFx] });

export interface WordValues {
  [key: string]: string | boolean;
  /** '' for a new entry. */
  id: string;
  headword: string;
  pos: string;
  level: string;
  /** One a line, the first is the primary. */
  translations: string;
  exampleEn: string;
  exampleRu: string;
  emoji: string;
  /** Comma-separated. */
  topics: string;
  concrete: boolean;
  reviewed: boolean;
  /** The entry as loaded (JSON of its body): a save sends only the fields that differ from it. */
  original: string;
}

const EMPTY: WordValues = { id: '', headword: '', pos: 'noun', level: 'a1', translations: '', exampleEn: '', exampleRu: '', emoji: '', topics: '', concrete: false, reviewed: true, original: '{}' };

export const valuesOf = (w: WordEntry): WordValues => {
  const values = { ...formOf(w), original: '{}' };
  return { ...values, original: JSON.stringify(bodyOf(values)) };
};

const formOf = (w: WordEntry) => ({
  id: String(w.id),
  headword: w.headword,
  pos: w.pos,
  level: w.level,
  translations: w.translations.join('\n'),
  exampleEn: w.example.en ?? '',
  exampleRu: w.example.ru ?? '',
  emoji: w.emoji ?? '',
  topics: w.topics.join(', '),
  concrete: w.concrete,
  reviewed: w.reviewed,
});

export const translationsOf = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

export const bodyOf = (v: WordValues): Omit<WordBody, 'retired'> => ({
  headword: v.headword.trim(),
  pos: v.pos,
  level: v.level,
  translations: translationsOf(v.translations),
  example: { en: v.exampleEn.trim() || null, ru: v.exampleRu.trim() || null },
  emoji: v.emoji.trim() || null,
  topics: v.topics
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
  concrete: v.concrete,
  reviewed: v.reviewed,
});

/** Only what the operator changed: a field left alone is neither re-checked nor rewritten. */
export function changesOf(v: WordValues): Partial<WordBody> {
  const original = JSON.parse(v.original) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(bodyOf(v)).filter(([k, value]) => JSON.stringify(value) !== JSON.stringify(original[k])));
}

export function validateWord(v: WordValues): FieldIssues<WordValues> {
  const issues: FieldIssues<WordValues> = {};
  const headword = check(v.headword, required, maxLength(WORD_LIMITS.headword));
  if (headword) issues.headword = headword;
  const list = translationsOf(v.translations);
  if (list.length === 0) issues.translations = { key: 'validation:required' };
  else if (list.length > WORD_LIMITS.translations) issues.translations = { key: 'adminWords:editor.tooManyTranslations', values: { count: WORD_LIMITS.translations, max: WORD_LIMITS.translations } };
  else if (list.some((s) => s.includes(';'))) issues.translations = { key: 'adminWords:editor.semicolon' };
  const en = check(v.exampleEn, maxLength(WORD_LIMITS.example));
  if (en) issues.exampleEn = en;
  if (!v.exampleEn.trim() && v.exampleRu.trim()) issues.exampleEn = { key: 'adminWords:editor.exampleMissing' };
  const ru = check(v.exampleRu, maxLength(WORD_LIMITS.example));
  if (ru) issues.exampleRu = ru;
  return issues;
}

/** The editor: PATCH for an entry (only what the form shows), POST for a new one. */
export const wordForm = createForm<WordValues, WordEntry>({
  initial: EMPTY,
  validate: validateWord,
  submitFx: createApiEffect((v: WordValues) => (v.id ? updateWord(Number(v.id), changesOf(v)) : createWord({ ...bodyOf(v), retired: false }))),
});
sample({ clock: fetchWordFx.doneData, fn: valuesOf, target: wordForm.valuesSet });
sample({ clock: [addClicked, wordSelected], target: wordForm.reset });

export const retireToggled = createEvent<WordEntry>();
const retireFx = createApiEffect((w: WordEntry) => updateWord(w.id, { retired: !w.retired }));
sample({ clock: retireToggled, target: retireFx });
export const revertClicked = createEvent<{ id: number; change: number; to: 'before' | 'after' }>();
const revertFx = createApiEffect(({ id, change, to }: { id: number; change: number; to: 'before' | 'after' }) => revertWord(id, change, to));
sample({ clock: revertClicked, target: revertFx });
export const $actionFailure = createStore<ApiError | null>(null)
  .on([retireFx.failData, revertFx.failData], (_, e) => e)
  .reset(wordSelected, retireFx, revertFx, wordForm.submitted);

/** Any saved change: the entry, its form, its history and the list show it. */
const saved = sample({ clock: [wordForm.succeeded, retireFx.doneData, revertFx.doneData] });
$word.on(saved, (_, w) => w);
$pane.on(saved, (_, w) => ({ kind: 'word', id: w.id }));
sample({ clock: saved, fn: valuesOf, target: wordForm.valuesSet });
sample({ clock: saved, fn: (w) => w.id, target: fetchHistoryFx });
sample({ clock: saved, target: refreshList });
const savedToastFx = createEffect(() => showSuccess(t('adminWords:editor.saved')));
sample({ clock: saved, target: savedToastFx });

/** Import: a file is previewed (nothing written), then applied as a whole on confirmation. */
export const fileChosen = createEvent<File>();
export const importConfirmed = createEvent();
export const importReset = createEvent();
export const $importFile = createStore<File | null>(null).on(fileChosen, (_, f) => f).reset(importReset, importClicked, paneClosed);
const previewFx = createApiEffect((file: File) => previewImport(file));
const applyFx = createApiEffect((file: File) => applyImport(file));
export const $importPreview = createStore<ImportResult | null>(null)
  .on(previewFx.doneData, (_, r) => r)
  .reset(fileChosen, importReset, importClicked, paneClosed, applyFx.done);
export const $importApplied = createStore<ImportResult['summary'] | null>(null)
  .on(applyFx.doneData, (_, r) => r.summary)
  .reset(fileChosen, importReset, importClicked, paneClosed);
export const $importFailure = createStore<ApiError | null>(null)
  .on([previewFx.failData, applyFx.failData], (_, e) => e)
  .reset(fileChosen, importReset, importClicked, paneClosed, previewFx.done, applyFx.done);
export const $importBusy = createStore(false)
  .on([previewFx, applyFx], () => true)
  .on([previewFx.finally, applyFx.finally], () => false);
sample({ clock: fileChosen, target: previewFx });
sample({ clock: importConfirmed, source: $importFile, filter: Boolean, target: applyFx });
// A refused apply (the words changed since the preview): the preview is made again, so it shows why.
sample({ clock: applyFx.fail, source: $importFile, filter: Boolean, target: previewFx });
sample({ clock: applyFx.done, target: refreshList });

export const exportClicked = createEvent();
const exportFx = createApiEffect(async () => {
  const blob = await downloadExport();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'slovo-words.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
});
sample({ clock: exportClicked, target: exportFx });
export const $exporting = exportFx.pending;
