export { ShowCardPage } from './ui/ShowCardPage';
