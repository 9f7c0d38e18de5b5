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
} from './model';
export type { DecideInput, LastDecision } from './model';
export { newDecisionId } from './decision-id';
export { createSerialQueue } from './queue';
