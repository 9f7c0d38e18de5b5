export { $progress, $isLevelFixed, $points, fetchProgressFx, progressCleared, progressPatched } from './model';
export type { Progress } from './model';
export { fetchPointsHistory } from './points-api';
export type { PointsHistory } from './points-api';
