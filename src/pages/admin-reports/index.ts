export { AdminReportsPage } from './ui/AdminReportsPage';
