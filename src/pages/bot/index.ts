export { BotPage } from './ui/BotPage';
