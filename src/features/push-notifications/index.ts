import './model';

export { ReminderSettings } from './ui/ReminderSettings';
