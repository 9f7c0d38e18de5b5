export { StatsReportView } from './ui/StatsReportView';
export { $loading, $preset, $range, $rangeError, $refreshing, $stats, customRangeSet, presetChosen, refreshClicked, statsOpened, type Preset } from './model';
