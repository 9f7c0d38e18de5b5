export {
  DAILY_GOALS,
  DEFAULT_DAILY_GOAL,
  goalPicked,
  onboardingFinished,
  $onboardedHere,
  $tourClosed,
  $pickedGoal,
} from './model';
export { DailyGoalSettings } from './ui/DailyGoalSettings';
