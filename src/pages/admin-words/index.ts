export { AdminWordsPage } from './ui/AdminWordsPage';
