import { api } from '../../shared/api';

/** A milestone the learner reached, as `GET stories` lists it (docs/api.md "Stories"). */
export type Milestone = { key: string; reachedAt: string; offer: 'open' | 'shared' | 'dismissed' } & (
  | { kind: 'streak'; days: number }
  | { kind: 'words'; words: number }
  | { kind: 'level'; level: string }
);

type Data<T> = { data: T };

export const fetchMilestones = async () => (await api.get('stories').json<Data<Milestone[]>>()).data;

/** The story picture (1080×1920 JPEG), carrying the address of where it is shared and the learner's name if chosen. */
export const fetchStoryPicture = ({ key, target, withName }: { key: string; target: 'vk' | 'web'; withName: boolean }) =>
  // Silent: the offer tells its own failure (one toast, whatever went wrong).
  api.get(`stories/${encodeURIComponent(key)}`, { searchParams: { for: target, name: withName ? '1' : '0' }, context: { silent: true } }).blob();

export const answerOffer = async ({ key, offer }: { key: string; offer: 'shared' | 'dismissed' }) =>
  (await api.put(`stories/${encodeURIComponent(key)}`, { json: { offer } }).json<Data<Milestone>>()).data;
