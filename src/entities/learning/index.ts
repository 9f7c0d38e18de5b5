export type {
  TrainingPrompt,
  TrainingAnswer,
  LearningStage,
  TrainingItem,
  TrainingSessionDto,
  AnswerDto,
  AnswerResult,
  AnswersResponse,
  StreakDto,
  SessionSummary,
  DayReviews,
  LearningStats,
  LearningCard,
  LearningCardsPage,
  LearningSettings,
} from './types';
export { STAGES } from './types';
export {
  fetchTrainingSession,
  postAnswers,
  finishTrainingSession,
  fetchLearningStats,
  fetchLearningCards,
  patchLearningSettings,
} from './api';
export {
  statsRequested,
  settingsChanged,
  fetchStatsFx,
  saveSettingsFx,
  $learningStats,
  $statsFailed,
} from './model';
