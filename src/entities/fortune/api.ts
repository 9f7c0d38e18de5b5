import { api, deviceTimezone, type RequestContext } from '../../shared/api';
import type { Fortune } from './types';

/** Today's saying for this learner (their zone) or visitor (the device's zone); null when none is enabled. */
export async function fetchTodayFortune(): Promise<(Fortune & { day: string }) | null> {
  const tz = deviceTimezone();
  const res = await api
    .get('fortunes/today', { searchParams: tz ? { tz } : {}, context: { silent: true } satisfies RequestContext })
    .json<{ data: (Fortune & { day: string }) | null }>();
  return res.data;
}
