export { LearningPage } from './ui/LearningPage';
