export { $progress, $isLevelFixed, $points, fetchProgressFx, progressCleared, progressPatched } from './model';
export type { Progress } from './model';
export { fetchPointsHistory } from './points-api';
export type { PointsDay, PointsHistory, PointsReason } from './points-api';
