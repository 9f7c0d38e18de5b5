import { createEvent, createStore, sample } from 'effector';
import { $isSessionKnown } from '../session/@x/feed';
import { $user } from '../user/@x/feed';
import { createApiEffect } from '../../shared/api';
import { appendPage, type PageStatus } from '../../shared/lib/paged-list';
import type { Card } from '../card/@x/feed';
import { feedOwner, fetchFeed, takeEarlyMainFeed } from './api';
import type { FeedMeta, FeedPage, FeedRules, Moves } from './types';

/**
 * Today's feed (`GET feeds/main`): the stack of undecided cards, the moves counter and the meta the feed offers
 * (limits, level-up). Decisions, checks and undo live in features; they move cards in and out through the events
 * below. Collections (`/feeds/{name}`) are a paged list (shared/lib/paged-list.ts, in pages/feed); the stack is a
 * queue the learner consumes, built on the same page shape, status and append rule (docs/decisions/ "Feed").
 */

/** How many cards left in the stack make the next page load. */
export const PREFETCH_AT = 4;

export const feedOpened = createEvent();
export const feedReloadRequested = createEvent();
export const moreCardsRequested = createEvent();
/** The top card leaves the stack (a decision was made on it). */
export const cardTaken = createEvent<number>();
/** A card comes back on top (undo, a refused decision). */
export const cardReturned = createEvent<Card>();
/** Moves as the server counted them; an answer older than what we know is ignored (see $moves). */
export const movesReceived = createEvent<{ moves: Moves; force?: boolean }>();
export const metaPatched = createEvent<Partial<FeedMeta>>();

/**
 * A page of the stack. The first page for `owner` is the one index.html asked for early when that answer is this
 * owner's feed; any other (the session expired, another account, a guest started since, a failed early request)
 * is dropped and the page fetched again — the feed is always the decided session's.
 */
export const loadFeedFx = createApiEffect(async (params: { cursor: string | null; owner?: string | null }) => {
  if (params.cursor === null && params.owner !== undefined) {
    const early = await takeEarlyMainFeed();
    if (early && feedOwner(early) === params.owner) return early;
  }
  return fetchFeed('main', { cursor: params.cursor });
});

export const $opened = createStore(false).on(feedOpened, () => true);
export const $status = createStore<PageStatus>('idle')
  .on(loadFeedFx, (status, { cursor }) => (cursor ? status : 'loading'))
  .on(loadFeedFx.done, () => 'ready')
  .on(loadFeedFx.fail, (status, { params }) => (params.cursor ? status : 'error'));

/** Cards decided (or being decided) in this session: a page that arrives late must not bring them back. */
export const $takenIds = createStore<readonly number[]>([])
  .on(cardTaken, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .on(cardReturned, (ids, card) => ids.filter((id) => id !== card.id));

export const $cards = createStore<Card[]>([])
  .on(cardTaken, (cards, id) => cards.filter((c) => c.id !== id))
  .on(cardReturned, (cards, card) => [card, ...cards.filter((c) => c.id !== card.id)]);

export const $meta = createStore<FeedMeta | null>(null).on(metaPatched, (meta, patch) => (meta ? { ...meta, ...patch } : meta));
export const $nextCursor = $meta.map((meta) => meta?.nextCursor ?? null);
export const $isAnonymousFeed = $meta.map((meta) => Boolean(meta?.anonymous));
/** The rules from the server's last answer: a user's moves and limits, or the anonymous feed's `rules`; null before. */
export const $feedRules = $meta.map((meta): FeedRules | null => {
  if (meta?.moves && meta.limits) return { moves: meta.moves.total, repeat: meta.limits.repeatToday.max, total: meta.limits.total.max };
  if (meta?.rules) return { moves: meta.rules.moves, repeat: meta.rules.repeatToday, total: meta.rules.total };
  return null;
});

/**
 * The moves counter. Answers can arrive out of order (a page load racing a decision), so within one day an answer
 * that counts fewer used moves than we already know is stale — except an undo's, which really refunds one.
 */
export const $moves = createStore<Moves | null>(null).on(movesReceived, (current, { moves, force }) => {
  if (!current || force || current.day !== moves.day || moves.used >= current.used) return moves;
  return current;
});
/** Decisions sent whose answer has not arrived: the counter shows them as spent already. */
export const decisionStarted = createEvent();
export const decisionSettled = createEvent();
export const $movesInFlight = createStore(0)
  .on(decisionStarted, (n) => n + 1)
  .on(decisionSettled, (n) => Math.max(0, n - 1));
export const $movesLeft = sample({
  source: { moves: $moves, inFlight: $movesInFlight },
  fn: ({ moves, inFlight }) => (moves ? Math.max(0, moves.left - inFlight) : null),
});
export const $outOfMoves = $movesLeft.map((left) => left !== null && left <= 0);

/** Who the loaded feed belongs to: a login, a guest start or a logout makes another feed. */
const $ownerId = $user.map((user) => (user ? String(user.id) : null));
/** Whose feed is on screen; NOT_LOADED before the first load. */
const NOT_LOADED = '\u0000not-loaded';
const $loadedFor = createStore<string | null>(NOT_LOADED);

/** A page joins the stack without the cards decided meanwhile (taken here, or decided elsewhere). */
function mergePage(cards: Card[], page: FeedPage, taken: readonly number[], append: boolean): Card[] {
  const incoming = page.data.filter((c) => !taken.includes(c.id) && !c.decision);
  return append ? appendPage(cards, incoming) : incoming;
}

sample({
  clock: loadFeedFx.done,
  source: { cards: $cards, taken: $takenIds },
  fn: ({ cards, taken }, { params, result }) => mergePage(cards, result, taken, Boolean(params.cursor)),
  target: $cards,
});
sample({
  clock: loadFeedFx.done,
  source: $meta,
  fn: (meta, { params, result }) => (params.cursor && meta ? { ...meta, nextCursor: result.meta.nextCursor } : result.meta),
  target: $meta,
});
/**
 * The next load's moves may count fewer used than known, and are not stale: a level-up gives back the "I know" moves
 * that earned it (docs/decisions/0044).
 */
export const movesRefundExpected = createEvent();
const $refundExpected = createStore(false).on(movesRefundExpected, () => true);
sample({
  clock: loadFeedFx.done,
  source: $refundExpected,
  filter: (_, { result }) => Boolean(result.meta.moves),
  fn: (force, { result }) => ({ moves: result.meta.moves!, force }),
  target: movesReceived,
});
$refundExpected.reset(movesReceived);
// A feed without moves (anonymous) has no counter.
$moves.on(loadFeedFx.done, (moves, { result }) => (result.meta.anonymous ? null : moves));

// First load: once the session question is answered, so an anonymous sample is not fetched for a logged-in user.
const loadFirstPage = createEvent();
sample({ clock: loadFirstPage, source: $ownerId, fn: (owner) => ({ cursor: null, owner }), target: loadFeedFx });
sample({ clock: loadFirstPage, source: $ownerId, target: $loadedFor });

sample({
  clock: [feedOpened, $isSessionKnown.updates],
  source: { opened: $opened, known: $isSessionKnown, owner: $ownerId, loadedFor: $loadedFor, status: $status },
  filter: ({ opened, known, owner, loadedFor, status }) => opened && known && (loadedFor !== owner || status === 'error'),
  target: loadFirstPage,
});
// Someone else now: start over (taken cards and moves belong to the previous owner).
const ownerChanged = sample({
  clock: $ownerId.updates,
  source: { opened: $opened, known: $isSessionKnown, loadedFor: $loadedFor },
  filter: ({ opened, known, loadedFor }, owner) => opened && known && loadedFor !== NOT_LOADED && loadedFor !== owner,
});
$takenIds.reset(ownerChanged);
$moves.reset(ownerChanged);
$movesInFlight.reset(ownerChanged);
sample({ clock: ownerChanged, target: loadFirstPage });
sample({ clock: feedReloadRequested, target: loadFirstPage });

sample({
  clock: [moreCardsRequested, $cards.updates],
  source: { cards: $cards, cursor: $nextCursor, pending: loadFeedFx.pending, status: $status },
  filter: ({ cards, cursor, pending, status }) => status === 'ready' && !pending && Boolean(cursor) && cards.length <= PREFETCH_AT,
  fn: ({ cursor }) => ({ cursor }),
  target: loadFeedFx,
});
