import './model';

export { ReminderSettings } from './ui/ReminderSettings';
export { $pushOutcome, pushFlowFx, notificationsEnableClicked, pushNewCardsSignalled, showForegroundPush } from './model';
export { runPushFlow, NoActiveServiceWorkerError, NO_SW_RETRIES } from './flow';
export type { PushFlowDeps, PushFlowOutcome } from './flow';
