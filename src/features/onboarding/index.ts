export {
  DAILY_GOALS,
  DEFAULT_DAILY_GOAL,
  goalPicked,
  goalChanged,
  onboardingFinished,
  $onboardedHere,
  $pickedGoal,
  saveGoalFx,
  startAtA1Clicked,
  startAtA1Fx,
  $isStartingAtA1,
} from './model';
export type { DailyGoal } from './model';
export { DailyGoalSettings } from './ui/DailyGoalSettings';
