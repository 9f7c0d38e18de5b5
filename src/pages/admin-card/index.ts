export { AdminCardPage } from './ui/AdminCardPage';
