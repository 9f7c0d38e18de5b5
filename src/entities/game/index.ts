export { issueRound, postAttempt } from './api';
export type { GameRound, RoundResult, AttemptInput, AttemptAnswer } from './types';
