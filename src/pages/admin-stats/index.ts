export { AdminStatsPage } from './ui/AdminStatsPage';
