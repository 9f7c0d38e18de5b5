export { TrainingPage } from './ui/TrainingPage';
