export {
  SESSION_SIZE,
  trainingOpened,
  retryRequested,
  revealed,
  optionPicked,
  answered,
  restartRequested,
  trainingLeft,
  loadSavedFx,
  fetchSessionFx,
  createSessionFx,
  saveSessionFx,
  clearSessionFx,
  stampFx,
  buildAnswerFx,
  finishFx,
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
export type { TrainingPhase, AnswerInput, BuiltAnswer } from './model/session';
export { orderItems, buildQueue, queueAfterAnswer, effectivePrompt, tally } from './lib/queue';
export type { Tally } from './lib/queue';
export { resolveSwipe, swipeProgress } from './lib/gesture';
export type { SwipeRelease } from './lib/gesture';
export { detectSpeech, speak, stopSpeaking, pickEnglishVoice } from './lib/speech';
