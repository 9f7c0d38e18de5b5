export { $deciding, $openReports, decisionClicked, reportsOpened } from './model';
export type { OpenReport } from './api';
export { ReportAction } from './ui/ReportAction';
