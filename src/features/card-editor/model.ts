import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchCard, type Card } from '../../entities/card';
import { createApiEffect } from '../../shared/api';
import { check, createForm, maxLength, required, type FieldIssues, type Validator } from '../../shared/form';
import { readItem, removeItem, writeItem } from '../../shared/storage';
import { reachGoal, type Goal } from '../../shared/goals';
import { createCard, fetchSuggestions, fetchTagsInUse, generatePhotos, updateCard, type PhotoVariant, type SuggestionGroup, type Suggestions } from './api';

/** Limits shared with the server's card schema (docs/api.md "Learners' cards"). */
export const CARD_LIMITS = { word: 100, translation: 255, example: 500, tags: 5 } as const;

export interface CardValues {
  [key: string]: string | boolean;
  /** '' for a new card, else the id being edited. */
  cardId: string;
  word: string;
  translation: string;
  example: string;
  exampleTranslation: string;
  /** Comma-separated, as typed. */
  tags: string;
  /** The chosen variant's id from POST cards/photos ('' = keep the card's photo when editing). */
  photo: string;
  allowComments: boolean;
  isPrivate: boolean;
}

const EMPTY: CardValues = { cardId: '', word: '', translation: '', example: '', exampleTranslation: '', tags: '', photo: '', allowComments: true, isPrivate: false };

export const tagsOf = (text: string) => [...new Set(text.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
const markup: Validator = (value) => (/[<>]/.test(value) || /javascript:/i.test(value) ? { key: 'cards:editor.markup' } : null);

export function validateCard(values: CardValues, needsPhoto: boolean): FieldIssues<CardValues> {
  const issues: FieldIssues<CardValues> = {};
  const word = check(values.word, required, maxLength(CARD_LIMITS.word), markup);
  if (word) issues.word = word;
  const translation = check(values.translation, required, maxLength(CARD_LIMITS.translation), markup);
  if (translation) issues.translation = translation;
  const example = check(values.example, required, maxLength(CARD_LIMITS.example), markup);
  if (example) issues.example = example;
  const exampleTranslation = check(values.exampleTranslation, maxLength(CARD_LIMITS.example), markup);
  if (exampleTranslation) issues.exampleTranslation = exampleTranslation;
  if (tagsOf(values.tags).length > CARD_LIMITS.tags) issues.tags = { key: 'cards:editor.tooManyTags' };
  else if (markup(values.tags)) issues.tags = markup(values.tags)!;
  if (needsPhoto && !values.photo) issues.photo = { key: 'cards:editor.photoRequired' };
  return issues;
}

/** The draft survives a dropped connection or a closed tab: kept per card (or "new") until it is saved. */
const draftKey = (cardId: string) => `slovo.cardDraft.${cardId || 'new'}`;
export function readDraft(cardId: string): CardValues | null {
  try {
    const raw = readItem(draftKey(cardId));
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<CardValues>), cardId } : null;
  } catch {
    return null;
  }
}

export const editorOpened = createEvent<{ cardId: string }>();
export const suggestRequested = createEvent();
export const photosRequested = createEvent();
export const photoChosen = createEvent<string>();
export const tagsRequested = createEvent<string>();

const valuesOf = (card: Card): CardValues => ({
  cardId: String(card.id),
  word: card.word,
  translation: card.translation,
  example: card.example ?? '',
  exampleTranslation: card.exampleTranslation ?? '',
  tags: card.tags.join(', '),
  photo: '',
  allowComments: card.allowComments,
  isPrivate: card.status === 'private',
});

export const loadCardFx = createApiEffect((id: string) => fetchCard(id));
export const suggestFx = createApiEffect((word: string) => fetchSuggestions(word));
export const photosFx = createApiEffect(({ word, example, cardId }: { word: string; example: string; cardId: number | null }) => generatePhotos(word, example, cardId));
export const tagsFx = createApiEffect((prefix: string) => fetchTagsInUse(prefix));

/** The card being edited as loaded: its word and example decide whether new photos are needed. */
export const $original = createStore<Card | null>(null)
  .on(loadCardFx.doneData, (_, card) => card)
  .on(editorOpened, () => null);
export const $loadFailed = createStore(false)
  .on(loadCardFx.fail, () => true)
  .reset(editorOpened);
export const $suggestions = createStore<SuggestionGroup[] | null>(null)
  .on(suggestFx.doneData, (_, s) => s.groups)
  .reset(editorOpened);
/** The level the server gives the typed word (from the suggestions), for the preview's badge. */
export const $wordLevel = createStore<Pick<Suggestions, 'word' | 'level' | 'transcription'> | null>(null)
  .on(suggestFx.doneData, (_, s) => ({ word: s.word, level: s.level, transcription: s.transcription }))
  .reset(editorOpened);
export const $variants = createStore<PhotoVariant[]>([])
  .on(photosFx.doneData, (_, variants) => variants)
  .reset(editorOpened);
export const $photosFailed = createStore(false)
  .on(photosFx.fail, () => true)
  .reset(photosFx, editorOpened);
export const $tagSuggestions = createStore<string[]>([]).on(tagsFx.doneData, (_, tags) => tags);
export const $draftRestored = createStore(false).reset(editorOpened);

const saveFx = createApiEffect((values: CardValues) => {
  const payload = {
    word: values.word.trim(),
    translation: values.translation.trim(),
    example: values.example.trim(),
    exampleTranslation: values.exampleTranslation.trim() || null,
    tags: tagsOf(values.tags),
    allowComments: values.allowComments,
    isPrivate: values.isPrivate,
    ...(values.photo ? { photo: values.photo } : {}),
  };
  return values.cardId ? updateCard(Number(values.cardId), payload) : createCard(payload);
});

/**
 * A new card always needs a chosen photo; an edited one only when its word or example changed (the old photo no
 * longer belongs to them: "Edit the example to generate new photos").
 */
function pictureChangedFrom(values: CardValues, original: Card | null) {
  if (!values.cardId) return true;
  // Editing, the card not loaded yet: nothing is known to have changed, so no photos are asked for.
  if (!original) return false;
  return values.word.trim() !== original.word || values.example.trim() !== (original.example ?? '');
}
let originalNow: Card | null = null;
$original.watch((card) => (originalNow = card));
export const cardForm = createForm<CardValues, Card>({
  initial: EMPTY,
  // At submit time the watcher has long run; a store read here is what createForm's validate cannot take.
  validate: (values) => validateCard(values, pictureChangedFrom(values, originalNow)),
  submitFx: saveFx,
});
/**
 * Computed in the pure phase from both stores: a value derived in a watcher lagged one update behind, so an edit that
 * changed nothing offered «Создать фото» until the next keystroke.
 */
export const $pictureChanged = combine(cardForm.$values, $original, pictureChangedFrom);

/** The photo the preview shows: the chosen variant, else (editing, unchanged example) the card's own. */
export const $previewPhotos = combine(cardForm.$values, $variants, $original, (values, variants, original) => {
  const chosen = variants.find((v) => v.id === values.photo);
  if (chosen) return chosen.photos;
  return original && !pictureChangedFrom(values, original) ? original.photos : null;
});

sample({ clock: editorOpened, fn: ({ cardId }) => readDraft(cardId) ?? { ...EMPTY, cardId }, target: cardForm.valuesSet });
sample({ clock: editorOpened, fn: ({ cardId }) => readDraft(cardId) !== null, target: $draftRestored });
sample({ clock: editorOpened, filter: ({ cardId }) => Boolean(cardId), fn: ({ cardId }) => cardId, target: loadCardFx });
// A restored draft wins over the card as stored: it is what the author was writing.
sample({ clock: loadCardFx.doneData, source: $draftRestored, filter: (restored) => !restored, fn: (_, card) => valuesOf(card), target: cardForm.valuesSet });

sample({ clock: suggestRequested, source: cardForm.$values, filter: (v) => v.word.trim().length > 0, fn: (v) => v.word.trim(), target: suggestFx });
// Suggestions (and the preview's level) follow the word once typing pauses; the button asks at once.
export const $suggestDelayMs = createStore(500, { serialize: 'ignore' });
const typingPausedFx = attach({
  source: $suggestDelayMs,
  effect: createEffect(({ ms, word }: { ms: number; word: string }) => new Promise<string>((resolve) => setTimeout(() => resolve(word), ms))),
  mapParams: (word: string, ms) => ({ ms, word }),
});
sample({ clock: cardForm.fieldChanged, filter: ({ name }) => name === 'word', fn: ({ value }) => String(value).trim(), target: typingPausedFx });
sample({
  clock: typingPausedFx.doneData,
  source: { values: cardForm.$values, asked: $wordLevel },
  filter: ({ values, asked }, word) => word !== '' && values.word.trim() === word && asked?.word !== word,
  fn: (_, word) => word,
  target: suggestFx,
});

/** The preview's level: the typed word's, else (editing, word unchanged) the card's, else the last one known. */
export const $previewLevel = combine(cardForm.$values, $wordLevel, $original, (values, known, original) => {
  if (original && values.word.trim() === original.word) return original.level;
  return known?.level ?? original?.level ?? 'a1';
});
/** The transcription suggested for the typed word (the card will carry the dictionary's), for the preview. */
export const $previewTranscription = combine(cardForm.$values, $wordLevel, $original, (values, known, original) => {
  if (known && known.word === values.word.trim()) return known.transcription ?? null;
  if (original && values.word.trim() === original.word) return original.transcription ?? null;
  return null;
});
sample({
  clock: photosRequested,
  source: { v: cardForm.$values, changed: $pictureChanged },
  filter: ({ v, changed }) => changed && v.word.trim().length > 0 && v.example.trim().length > 0,
  fn: ({ v }) => ({ word: v.word.trim(), example: v.example.trim(), cardId: v.cardId ? Number(v.cardId) : null }),
  target: photosFx,
});
sample({ clock: photoChosen, fn: (photo) => ({ photo }), target: cardForm.valuesSet });
// New variants replace the choice: a photo of the previous example is not one of them.
sample({ clock: photosFx.doneData, fn: (variants) => ({ photo: variants[0]?.id ?? '' }), target: cardForm.valuesSet });
sample({ clock: tagsRequested, target: tagsFx });

const saveDraftFx = createEffect((values: CardValues) => {
  writeItem(draftKey(values.cardId), JSON.stringify(values));
});
const clearDraftFx = createEffect((cardId: string) => removeItem(draftKey(cardId)));
sample({ clock: cardForm.fieldChanged, source: cardForm.$values, target: saveDraftFx });
sample({ clock: cardForm.succeeded, source: cardForm.$values, fn: (values) => values.cardId, target: clearDraftFx });
// Spec §9: a learner's new card is a goal for the counter (an edit is not).
sample({ clock: saveFx.done, filter: ({ params }) => !params.cardId, fn: (): Goal => 'card-created', target: createEffect(reachGoal) });
