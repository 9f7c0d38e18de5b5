export {
  decideRequested,
  undoRequested,
  blockDismissed,
  sessionNeeded,
  checkQuestionAsked,
  decideFx,
  undoFx,
  $retryDelays,
  $unsent,
  $lastDecision,
  $block,
  $lastFailure,
  $undoPending,
  $undoRefused,
  decisionKeptOffline,
} from './model';
export { $pendingDecisions, $myPendingDecisions, sendPendingFx, flushDecisionsRequested, pendingFailure } from './outbox';
export type { PendingDecision } from './outbox';
export type { DecideInput, LastDecision } from './model';
export { newDecisionId } from './decision-id';
export { createSerialQueue, decisionQueue } from './queue';
