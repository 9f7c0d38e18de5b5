export {
  decideRequested,
  undoRequested,
  blockDismissed,
  guestPromptShown,
  guestPromptClosed,
  checkQuestionAsked,
  decideFx,
  undoFx,
  $retryDelays,
  $unsent,
  $lastDecision,
  $block,
  $lastFailure,
  $guestPrompt,
  $undoPending,
  $undoRefused,
} from './model';
export type { DecideInput, LastDecision, GuestPrompt } from './model';
export { newDecisionId } from './decision-id';
export { createSerialQueue } from './queue';
