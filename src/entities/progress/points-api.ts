import { api } from '../../shared/api';

export type PointsReason = 'email-verified' | 'game' | 'review' | 'training' | 'level-test';

export interface PointsDay {
  day: string;
  total: number;
  items: Array<{ reason: PointsReason | string; amount: number; count: number }>;
}

export interface PointsHistory {
  total: number;
  days: PointsDay[];
}

/** GET user/points: where the last 30 days' points came from, by local day and reason. */
export async function fetchPointsHistory(): Promise<PointsHistory> {
  return (await api.get('user/points').json<{ data: PointsHistory }>()).data;
}
