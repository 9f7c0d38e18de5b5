export { AdminCardsPage } from './ui/AdminCardsPage';
