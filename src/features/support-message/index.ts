export { supportForm, $supportSent, supportSentAgain, validateSupport } from './model';
export type { SupportValues } from './model';
export { SupportForm } from './ui/SupportForm';
