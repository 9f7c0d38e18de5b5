import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api';
import { check, createForm, maxLength, required, type FieldIssues } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import { type AdminFortune, deleteFortune, type FortuneFilter, type FortunePage, fetchFortunes, saveFortune } from './api';

/** The server's limit on each side of a saying. */
export const FORTUNE_MAX = 200;

/** The operator's list of sayings: search, a status filter, pages. */
export const fortunesOpened = createEvent();
export const filterChanged = createEvent<Partial<FortuneFilter>>();
export const $filter = createStore<FortuneFilter>({ search: '', status: 'all', page: 1 }).on(filterChanged, (f, patch) => ({ ...f, page: 1, ...patch }));
const fetchListFx = createApiEffect((filter: FortuneFilter) => fetchFortunes(filter));
export const $fortunes = createStore<FortunePage | null>(null).on(fetchListFx.doneData, (_, page) => page);
export const $listLoading = fetchListFx.pending;
sample({ clock: [fortunesOpened, $filter.updates], source: $filter, target: fetchListFx });

export interface FortuneValues {
  [key: string]: string | boolean;
  /** '' for a new saying, else the id being edited. */
  id: string;
  en: string;
  ru: string;
  level: string;
  /** YYYY-MM-DD or '' (the rotation). */
  date: string;
  enabled: boolean;
}
export const emptyFortune: FortuneValues = { id: '', en: '', ru: '', level: 'b1', date: '', enabled: true };

export function validateFortune(values: FortuneValues): FieldIssues<FortuneValues> {
  const issues: FieldIssues<FortuneValues> = {};
  const en = check(values.en, required, maxLength(FORTUNE_MAX));
  if (en) issues.en = en;
  const ru = check(values.ru, required, maxLength(FORTUNE_MAX));
  if (ru) issues.ru = ru;
  return issues;
}

/** Add (no id) or edit: the form keeps what was typed when the server refuses it. */
export const fortuneForm = createForm<FortuneValues, AdminFortune>({
  initial: emptyFortune,
  validate: validateFortune,
  submitFx: createApiEffect((v: FortuneValues) =>
    saveFortune(v.id ? Number(v.id) : null, { en: v.en.trim(), ru: v.ru.trim(), level: v.level, enabled: v.enabled, date: v.date || null }),
  ),
});

/** The saying the editor holds, as saved (its words come from the server): the preview shows them. */
export const editStarted = createEvent<AdminFortune>();
export const newStarted = createEvent();
export const $editing = createStore<AdminFortune | null>(null)
  .on(editStarted, (_, f) => f)
  .on(fortuneForm.succeeded, (_, f) => f)
  .reset(newStarted);
sample({
  clock: editStarted,
  fn: (f): FortuneValues => ({ id: String(f.id), en: f.en, ru: f.ru, level: f.level, date: f.date ?? '', enabled: f.enabled }),
  target: fortuneForm.valuesSet,
});
sample({ clock: newStarted, target: fortuneForm.reset });
sample({ clock: fortuneForm.succeeded, fn: (f) => ({ id: String(f.id) }), target: fortuneForm.valuesSet });

export const enabledToggled = createEvent<AdminFortune>();
export const deleteClicked = createEvent<AdminFortune>();
const toggleFx = createApiEffect((f: AdminFortune) => saveFortune(f.id, { enabled: !f.enabled }));
const deleteFx = createApiEffect((f: AdminFortune) => deleteFortune(f.id));
sample({ clock: enabledToggled, target: toggleFx });
sample({ clock: deleteClicked, target: deleteFx });
$fortunes.on(toggleFx.doneData, (page, f) => (page ? { ...page, data: page.data.map((x) => (x.id === f.id ? f : x)) } : page));
$editing.on(toggleFx.doneData, (editing, f) => (editing?.id === f.id ? f : editing)).on(deleteFx.done, (editing, { params }) => (editing?.id === params.id ? null : editing));
sample({ clock: deleteFx.done, source: fortuneForm.$values, filter: (values, { params }) => values.id === String(params.id), target: fortuneForm.reset });
sample({ clock: [fortuneForm.succeeded, deleteFx.done], source: $filter, target: fetchListFx });

const savedToastFx = createEffect(() => showSuccess(t('adminFortunes:saved')));
const deletedToastFx = createEffect(() => showSuccess(t('adminFortunes:deleted')));
sample({ clock: fortuneForm.succeeded, target: savedToastFx });
sample({ clock: deleteFx.done, target: deletedToastFx });
