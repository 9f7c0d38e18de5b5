/** What entities/review sends and reads through learning (FSD public cross-import). */
export { postAnswers } from '../api';
export type { AnswerDto, AnswerResult, TrainingItem } from '../types';
