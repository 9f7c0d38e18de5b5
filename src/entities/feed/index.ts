export { FEED_NAMES, isFeedName, isBlockCode } from './types';
export type { FeedName, FeedMeta, Moves, LevelUpOffer, CheckQuestion, DecisionResult, CheckResult, BlockCode } from './types';
export { fetchFeed, postDecision, postCheckAnswer, postUndo, postLevelUp } from './api';
export {
  feedOpened,
  feedReloadRequested,
  cardTaken,
  cardReturned,
  movesReceived,
  metaPatched,
  decisionStarted,
  decisionSettled,
  $opened,
  $status,
  $cards,
  $meta,
  $nextCursor,
  $moves,
  $movesInFlight,
  $movesLeft,
  $outOfMoves,
} from './model';
