export {
  gameOpened,
  nextRoundRequested,
  gameLeft,
  tileTapped,
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
/** The server and the red-pair timer, for tests that fork a scope with their own handlers (the page's test). */
export { issueRoundFx, attemptFx, wrongDelayFx } from './model/game';
export type { Tap, Side, Pick } from './lib/selection';
export { formatElapsed } from './lib/elapsed';
