export {
  DAILY_GOALS,
  DEFAULT_DAILY_GOAL,
  goalPicked,
  goalChanged,
  onboardingFinished,
  $onboardedHere,
  $tourClosed,
  tourReplayRequested,
  $pickedGoal,
  saveGoalFx,
} from './model';
export type { DailyGoal } from './model';
export { DailyGoalSettings } from './ui/DailyGoalSettings';
