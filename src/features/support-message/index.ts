export { supportForm, $supportSent, supportSentAgain } from './model';
export type { SupportValues } from './model';
export { SupportForm } from './ui/SupportForm';
