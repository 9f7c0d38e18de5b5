export type { OutboxAnswer, QueueEntry, GivenAnswer, SavedSession } from './types';
export { trainingStore, indexedDbTrainingStore, memoryTrainingStore, TRAINING_DB } from './store';
export type { TrainingStore } from './store';
export {
  OUTBOX_BATCH,
  retryDelay,
  nextBatch,
  failureAction,
  toRequest,
  outboxStarted,
  answerQueued,
  connectionRestored,
  connectionLost,
  flushRequested,
  answersAcknowledged,
  loadOutboxFx,
  saveAnswerFx,
  removeAnswersFx,
  sendBatchFx,
  retryLaterFx,
  watchConnectivityFx,
  $outbox,
  $online,
  $isSending,
  $dropped,
  $pendingCount,
} from './outbox';
