export { FEED_NAMES, isFeedName, isBlockCode } from './types';
export type { FeedName, FeedMeta, FeedRules, Moves, LevelUpOffer, CheckQuestion, DecisionResult, CheckResult, BlockCode } from './types';
export { fetchFeed, postDecision, postCheckAnswer, postUndo, postLevelUp } from './api';
export {
  feedOpened,
  feedReloadRequested,
  cardTaken,
  cardReturned,
  movesReceived,
  movesRefundExpected,
  metaPatched,
  decisionStarted,
  decisionSettled,
  $opened,
  $status,
  $cards,
  $meta,
  $feedRules,
  $nextCursor,
  $moves,
  $movesInFlight,
  $movesLeft,
  $outOfMoves,
} from './model';
