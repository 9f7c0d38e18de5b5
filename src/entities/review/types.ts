import type { AnswerDto, TrainingItem } from '../learning/@x/review';

/** One training answer waiting for the server: the API body plus whose and which session's it is. */
export interface OutboxAnswer extends AnswerDto {
  userId: string;
  sessionId: string;
}

/** A step of the session: which item is asked, and whether it is the second ask of a card the learner missed. */
export interface QueueEntry {
  item: number;
  repeat: boolean;
}

export interface GivenAnswer {
  id: string;
  cardId: number;
  answer: 'know' | 'again';
  repeat: boolean;
}

/**
 * A training session as kept in IndexedDB, so that a closed tab resumes where it was: the cards fetched up front,
 * the queue, the position in it and the answers given (which also sit in the outbox until the server has them).
 */
export interface SavedSession {
  userId: string;
  id: string;
  startedAt: string;
  items: TrainingItem[];
  queue: QueueEntry[];
  position: number;
  answers: GivenAnswer[];
  /** Due reviews when the session was fetched (for "N due" copy). */
  dueNow: number;
}
