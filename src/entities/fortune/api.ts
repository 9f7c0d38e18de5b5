import { api, deviceTimezone, type RequestContext } from '../../shared/api';
import type { Fortune, FortuneWord } from './types';

/** Today's saying for this learner (their zone) or visitor (the device's zone); null when none is enabled. */
export async function fetchTodayFortune(): Promise<(Fortune & { day: string }) | null> {
  const tz = deviceTimezone();
  const res = await api
    .get('fortunes/today', { searchParams: tz ? { tz } : {}, context: { silent: true } satisfies RequestContext })
    .json<{ data: (Fortune & { day: string }) | null }>();
  return res.data;
}

/** Takes a word of today's saying into learning (no feed move spent); the word as it now stands. */
export async function learnFortuneWord(cardId: number): Promise<FortuneWord> {
  return (await api.post(`fortunes/today/words/${cardId}/learn`, { json: {} }).json<{ data: FortuneWord }>()).data;
}
