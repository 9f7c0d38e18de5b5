import { api } from '../../shared/api';
import type { TranscriptionDto } from '../../shared/speech';
import type { Card } from '../../entities/card';

export interface SuggestionGroup {
  pos: string | null;
  translations: string[];
}
export interface PhotoVariant {
  id: string;
  photos: { large: string; small: string };
}
export interface CardPayload {
  word: string;
  translation: string;
  example: string;
  exampleTranslation: string | null;
  photo?: string;
  tags: string[];
  allowComments: boolean;
  isPrivate: boolean;
}

export interface Suggestions {
  word: string;
  /** The level a card of this word is stored with (the preview's badge). */
  level: string;
  /** Grouped by part of speech; empty means "no translations found". */
  groups: SuggestionGroup[];
  /** The word's IPA when an open dictionary knows it: the card will carry it (the preview shows it). */
  transcription?: TranscriptionDto;
}

/** GET cards/suggestions. */
export async function fetchSuggestions(word: string): Promise<Suggestions> {
  const body = await api.get('cards/suggestions', { searchParams: { word } }).json<{ data: Suggestions }>();
  return { word, level: body.data.level, groups: body.data.groups, transcription: body.data.transcription };
}

export async function fetchTagsInUse(prefix: string): Promise<string[]> {
  return (await api.get('cards/tags', { searchParams: { prefix } }).json<{ data: string[] }>()).data;
}

/** POST cards/photos: the variants to choose from; 422 on `example` when none could be generated. */
/** `cardId` when editing: the server makes no new photos for the card's own word and example (spec §5). */
export async function generatePhotos(word: string, example: string, cardId: number | null = null): Promise<PhotoVariant[]> {
  return (await api.post('cards/photos', { json: { word, example, ...(cardId ? { cardId } : {}) } }).json<{ data: PhotoVariant[] }>()).data;
}

export async function createCard(payload: CardPayload): Promise<Card> {
  return (await api.post('cards', { json: payload }).json<{ data: Card }>()).data;
}

export async function updateCard(id: number, payload: Partial<CardPayload>): Promise<Card> {
  return (await api.patch(`cards/${id}`, { json: payload }).json<{ data: Card }>()).data;
}

export async function deleteCard(id: number): Promise<void> {
  await api.delete(`cards/${id}`);
}
