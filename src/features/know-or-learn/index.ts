export {
  decideRequested,
  undoRequested,
  blockDismissed,
  sessionNeeded,
  checkQuestionAsked,
  undoFx,
  $retryDelays,
  $lastDecision,
  $block,
  $lastFailure,
  $undoPending,
  decisionKeptOffline,
} from './model';
export type { DecideInput } from './model';
export { newDecisionId } from './decision-id';
