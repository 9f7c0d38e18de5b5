export { LevelTestPage } from './ui/LevelTestPage';
