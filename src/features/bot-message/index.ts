export { BotMessageForm } from './ui/BotMessageForm';
export { BotHistory, useDeliverySummary } from './ui/BotHistory';
export { botPageOpened, $botLastSent } from './model';
