export { SupportForm } from './ui/SupportForm';
