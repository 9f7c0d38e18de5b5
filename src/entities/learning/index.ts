export type {
  TrainingPrompt,
  LearningStage,
  TrainingItem,
  TrainingSessionDto,
  AnswerDto,
  AnswerResult,
  SessionSummary,
  DayReviews,
  LearningStats,
  LearningCard,
} from './types';
export { STAGES } from './types';
export {
  fetchTrainingSession,
  postAnswers,
  finishTrainingSession,
  fetchLearningCards,
  patchLearningSettings,
} from './api';
export { statsRequested, settingsChanged, fetchStatsFx, $learningStats, $statsFailed } from './model';
