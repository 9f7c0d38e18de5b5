// The shell carries the wiring only; the flow and reminder settings (./model) load after the first screen.
import './wiring';

export { ReminderSettings } from './ui/ReminderSettings';
