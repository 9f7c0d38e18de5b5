export type { OutboxAnswer, QueueEntry, SavedSession } from './types';
export { trainingStore } from './store';
export {
  outboxStarted,
  answerQueued,
  connectionRestored,
  answersAcknowledged,
  loadOutboxFx,
  saveAnswerFx,
  removeAnswersFx,
  sendBatchFx,
  retryLaterFx,
  $outbox,
  $online,
  $pendingCount,
} from './outbox';
