export {
  WRONG_MS,
  POINTS_FOR_RUN,
  gameOpened,
  nextRoundRequested,
  gameLeft,
  tileTapped,
  issueRoundFx,
  attemptFx,
  stampFx,
  finishStampFx,
  wrongDelayFx,
  attemptFailureShownFx,
  $round,
  $loadError,
  $selected,
  $checking,
  $matched,
  $wrong,
  $mismatches,
  $result,
  $ended,
  $shownAt,
  $finishedAt,
  $run,
  $roundsForPoints,
  $busy,
  $phase,
} from './model/game';
export type { GamePhase } from './model/game';
export { reduceTap } from './lib/selection';
export type { Tap, Side, Pick } from './lib/selection';
export { formatElapsed } from './lib/elapsed';
export { runAfter } from './lib/run';
