export { ProgressPage } from './ui/ProgressPage';
