import type { PhotoService } from '../photos/photo.service';
import type { CardRow } from './card.query';

/** A card as the client sees it. Field names are the contract in docs/api.md. */
export function cardResource(c: CardRow, photos: PhotoService, extra: { expiresAt?: number | null } = {}) {
  const isPublic = c.status === 'published' && c.is_private === 0;
  return {
    id: c.id,
    word: c.word,
    translation: c.translation,
    example: c.example,
    exampleTranslation: c.example_translation,
    photos: photos.urls(c),
    tags: JSON.parse(c.tags) as string[],
    level: c.level,
    collection: c.collection,
    author: c.author_id === null ? null : { id: c.author_id, name: c.author_name, avatar: c.author_avatar },
    status: c.status,
    isPublic,
    allowComments: c.allow_comments === 1,
    decision: c.decision,
    stage: c.stage,
    bookmarked: c.bookmarked_at !== null,
    expiresAt: extra.expiresAt ? new Date(extra.expiresAt).toISOString() : null,
  };
}

export type CardResource = ReturnType<typeof cardResource>;
