import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled';
import type { Db } from '../../db/database';
import { visibleTo } from './visibility';

/**
 * The one query shape every feed and the show-card screen read cards with: the card, its word's illustration hint,
 * the author, and this user's decision, stage and bookmark. It filters nothing: callers add `visibleTo` (show-card,
 * bookmarks) or a narrower rule (`publicCards`, the user's own learning).
 */
export function cardsFor(db: Db, userId: number | null) {
  const uid = userId ?? -1;
  return db
    .selectFrom('cards')
    .leftJoin('words', 'words.id', 'cards.word_id')
    .leftJoin('users as author', 'author.id', 'cards.author_id')
    .leftJoin('user_cards as uc', (j) => j.onRef('uc.card_id', '=', 'cards.id').on('uc.user_id', '=', uid))
    .leftJoin('bookmarks as bm', (j) => j.onRef('bm.card_id', '=', 'cards.id').on('bm.user_id', '=', uid))
    .select([
      'cards.id',
      'cards.word',
      'cards.translation',
      'cards.example',
      'cards.example_translation',
      'cards.tags',
      'cards.level',
      'cards.collection',
      'cards.is_private',
      'cards.allow_comments',
      'cards.status',
      'cards.reject_reason',
      'cards.pending',
      'cards.submitted_at',
      'cards.revision',
      'cards.photo_key',
      'cards.author_id',
      'words.emoji',
      'words.pos',
      'author.name as author_name',
      'author.avatar_url as author_avatar',
      'uc.decision',
      'uc.stage',
      'bm.created_at as bookmarked_at',
      sql<number>`case when cards.author_id = ${uid} then 1 else 0 end`.as('mine'),
    ]);
}

// Every decision reads its card: compiled once (db/compiled.ts). An anonymous reader is user -1, as in cardsFor.
const visibleCardOf = compiledOnce((db: Db, userId: number, cardId: number) => cardsFor(db, userId).where('cards.id', '=', cardId).where(visibleTo(userId)));

/** A card this user may see (see `visibleTo`), or undefined. */
export async function visibleCard(db: Db, userId: number | null, cardId: number) {
  return (await visibleCardOf(db, userId ?? -1, cardId))[0];
}

export type CardRow = {
  id: number;
  word: string;
  translation: string;
  example: string | null;
  example_translation: string | null;
  tags: string;
  level: string;
  collection: 'system' | 'user';
  is_private: number;
  allow_comments: number;
  status: string;
  reject_reason: string | null;
  pending: string | null;
  submitted_at: number | null;
  /** The author's edits so far (moderation decides on one version). */
  revision: number;
  photo_key: string | null;
  author_id: number | null;
  emoji: string | null;
  pos: string | null;
  author_name: string | null;
  author_avatar: string | null;
  decision: 'know' | 'learn' | null;
  stage: string | null;
  bookmarked_at: number | null;
  /** 1 when the reader is the card's author. */
  mine: number;
};
