import { api } from '../../shared/api';
import { getPlatformDetail } from '../../shared/platform';

/** A friend as GET friends lists them; activity fields are null for a friend who keeps theirs private. */
export interface Friend {
  id: number;
  name: string;
  avatar: string | null;
  level: string;
  sharesActivity: boolean;
  streak: number | null;
  trainedToday: boolean | null;
  weekPoints: number | null;
  keepsStreak: boolean;
  friendStreak: number | null;
  nudgedToday: boolean;
  since: string;
}

export interface LeagueRow {
  id: number;
  name: string;
  avatar: string | null;
  weekPoints: number;
  rank: number;
  me: boolean;
}

export interface League {
  data: LeagueRow[];
  meta: { weekStart: string; lastWinner: { id: number; name: string; weekPoints: number } | null };
}

/** A VK friend of the learner who has a Slovo account (POST friends/vk). */
export interface VkFriend {
  id: number;
  name: string;
  avatar: string | null;
  alreadyFriend: boolean;
}

/** GET friends: the friends, and the points an invited friend earns the learner (the server's rule). */
export interface FriendList {
  data: Friend[];
  meta: { joinedPoints: number };
}

export interface Invite {
  code: string;
  url: string;
}

type Data<T> = { data: T };

export const fetchFriends = () => api.get('friends').json<FriendList>();
export const fetchLeague = () => api.get('friends/league').json<League>();
export const createInvite = async () => (await api.post('friends/invites').json<Data<Invite>>()).data;
export const revokeInvite = () => api.delete('friends/invites');
export const fetchInviter = async (code: string) => (await api.get(`friends/invites/${encodeURIComponent(code)}`).json<Data<{ name: string; avatar: string | null }>>()).data;
export const acceptInvite = async (code: string) => (await api.post(`friends/invites/${encodeURIComponent(code)}/accept`).json<Data<Friend>>()).data;
export const removeFriend = (id: number) => api.delete(`friends/${id}`);
export const keepFriendStreak = async (id: number, keep: boolean) =>
  (await (keep ? api.put(`friends/${id}/streak`) : api.delete(`friends/${id}/streak`)).json<Data<Friend>>()).data;
// The caller explains VK's refusals itself (silent): they are the learner's to fix, not the app's errors.
export const findVkFriends = async (token: string) => (await api.post('friends/vk', { json: { token }, context: { silent: true } }).json<Data<VkFriend[]>>()).data;
export const addVkFriend = async (id: number, token: string) =>
  (await api.post(`friends/vk/${id}`, { json: { token }, context: { silent: true } }).json<Data<Friend>>()).data;
export const nudgeFriend = async (id: number) => (await api.post(`friends/${id}/nudge`).json<Data<{ push: 'sent' | 'quiet' | 'reminded-today' | 'none' }>>()).data;
export const fetchFriendSettings = async () => (await api.get('friends/settings').json<Data<{ shareActivity: boolean }>>()).data;
export const saveFriendSettings = async (shareActivity: boolean) =>
  (await api.put('friends/settings', { json: { shareActivity } }).json<Data<{ shareActivity: boolean }>>()).data;

/** Live events that change what the friends screens show (server/modules/realtime/user-events.ts). */
export const FRIEND_EVENTS: ReadonlySet<string> = new Set(['FriendsChanged', 'FriendProgress', 'PointsAwarded']);

/** The invite to share: inside VK the mini app's own address with the invite route, on the web the server's link. */
export function inviteLink(invite: Invite): string {
  const appId = getPlatformDetail()?.vk_app_id;
  return appId ? `https://vk.com/app${appId}#/invite/${invite.code}` : invite.url;
}
