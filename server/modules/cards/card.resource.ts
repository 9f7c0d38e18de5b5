import { inputOf, photoKind, type PhotoService } from '../photos/photo.service';
import { cardSpeech } from '../speech/card-speech';
import type { CardRow } from './card.query';
import { parsePending } from './pending';

/** The state a card is in, as its author sees it (others only ever see published cards). */
export type CardStatus = 'private' | 'moderation' | 'published' | 'rejected';

export function statusOf(c: Pick<CardRow, 'is_private' | 'status' | 'pending'>): CardStatus {
  if (c.is_private === 1) return 'private';
  if (c.pending !== null) return 'moderation';
  return c.status === 'published' || c.status === 'rejected' ? c.status : 'moderation';
}

/**
 * A card as the client sees it. Field names are the contract in docs/api.md. Its author sees their own latest
 * version (an edit waiting for moderation included), its state and the reason of a rejection; everyone else sees
 * the approved version only (the card's columns once approved: docs/decisions/0029), even while it is private.
 */
export function cardResource(c: CardRow, photos: PhotoService, extra: { expiresAt?: number | null } = {}) {
  const mine = c.mine === 1;
  const pending = mine ? parsePending(c.pending) : null;
  const shown = pending ? { ...c, word: pending.word, translation: pending.translation, example: pending.example, example_translation: pending.exampleTranslation } : c;
  const isPublic = c.status === 'published' && c.is_private === 0;
  const photoInput = pending ? { word: pending.word, example: pending.example, emoji: null, pos: null } : inputOf(c);
  return {
    id: c.id,
    word: shown.word,
    translation: shown.translation,
    example: shown.example,
    exampleTranslation: shown.example_translation,
    photos: pending ? photos.previewUrls(photoInput, pending.photo) : photos.urls(c),
    // Whether the photo pictures the word (or its example) or sets it as a typographic card: clients and reports count it.
    photo: { kind: photoKind(photoInput) },
    // Of the text shown: an author's pending edit is heard as it will read.
    ...cardSpeech({ id: c.id, word: shown.word, example: shown.example, pos: c.pos }),
    tags: pending?.tags ?? (JSON.parse(c.tags) as string[]),
    level: c.level,
    // The dictionary's part of speech (system cards); null for learners' cards, which have no dictionary entry.
    partOfSpeech: c.pos,
    collection: c.collection,
    author: c.author_id === null ? null : { id: c.author_id, name: c.author_name, avatar: c.author_avatar },
    status: mine ? statusOf(c) : 'published',
    rejectReason: mine ? c.reject_reason : null,
    isPublic,
    isPrivate: c.is_private === 1,
    allowComments: c.allow_comments === 1,
    decision: c.decision,
    stage: c.stage,
    bookmarked: c.bookmarked_at !== null,
    expiresAt: extra.expiresAt ? new Date(extra.expiresAt).toISOString() : null,
  };
}

export type CardResource = ReturnType<typeof cardResource>;
