export { AdminFortunesPage } from './ui/AdminFortunesPage';
