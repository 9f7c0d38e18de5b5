export { $progress, $isLevelFixed, $points, $streak, $learningStats, fetchProgressFx, progressCleared } from './model';
export type { Progress } from './model';
