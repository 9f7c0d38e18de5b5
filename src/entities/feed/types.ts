import type { Card, Decision } from '../card/@x/feed';
import type { Page } from '../../shared/lib/paged-list';

export const FEED_NAMES = ['main', 'bookmarks', 'my', 'base', 'authors'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export function isFeedName(value: unknown): value is FeedName {
  return typeof value === 'string' && (FEED_NAMES as readonly string[]).includes(value);
}

export interface Moves {
  day: string;
  total: number;
  used: number;
  left: number;
  /** ISO time of the user's next local midnight. */
  refillAt: string;
}

export interface LevelUpOffer {
  from: string;
  to: string;
  known: number;
  of: number;
}

export interface FeedMeta {
  nextCursor: string | null;
  anonymous?: boolean;
  /** `main` for a user: whose feed this is (the early request's answer is used only for that user). */
  userId?: number | string;
  moves?: Moves;
  limits?: { repeatToday: { used: number; max: number }; total: { used: number; max: number } };
  level?: string;
  levelUp?: LevelUpOffer | null;
  /** Anonymous feed only: what an account gets (docs/api.md). */
  rules?: { moves: number; repeatToday: number; total: number };
}

/** Moves a day and the two limits' maxima, as the server states them (never the client's copy). */
export interface FeedRules {
  moves: number;
  repeat: number;
  total: number;
}

/** A page of a feed: the API's cursor page (docs/api.md "Pagination") with the feed's meta. */
export interface FeedPage extends Page<Card> {
  meta: FeedMeta;
}

export interface CheckQuestion {
  word: string;
  options: string[];
}

export interface DecisionResult {
  decision: { id: string; decision: Decision; result: Decision | 'check'; undone: boolean } | null;
  card: Card;
  moves: Moves;
  check: CheckQuestion | null;
  /** As in the feed's meta: a level-up earned by this decision is offered at once. */
  limits?: FeedMeta['limits'];
  levelUp?: LevelUpOffer | null;
}

export interface CheckResult {
  correct: boolean;
  answer: string;
  card: Card;
  moves: Moves;
}

/** 412 codes of the feed (docs/api.md). */
export type BlockCode = 'no-steps' | 'too-more-today' | 'too-more-total';
export const BLOCK_CODES: readonly BlockCode[] = ['no-steps', 'too-more-today', 'too-more-total'];
export const isBlockCode = (code: unknown): code is BlockCode => typeof code === 'string' && (BLOCK_CODES as readonly string[]).includes(code);
