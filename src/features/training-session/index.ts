export {
  trainingOpened,
  retryRequested,
  revealed,
  optionPicked,
  answered,
  restartRequested,
  trainingLeft,
  stampFx,
  $session,
  $summary,
  $loadError,
  $revealed,
  $picked,
  $resumed,
  $finishRefused,
  $current,
  $tally,
  $unsentOfSession,
  $phase,
} from './model/session';
export { effectivePrompt, tally } from './lib/queue';
export type { Tally } from './lib/queue';
export { resolveSwipe, swipeProgress } from './lib/gesture';
export { detectSpeech, speak, stopSpeaking } from './lib/speech';
export { gradeTyped } from './lib/typed';
export type { TypedVerdict } from './lib/typed';
