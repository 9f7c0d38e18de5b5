export {
  acceptInvite,
  createInvite,
  fetchFriendSettings,
  fetchFriends,
  fetchInviter,
  fetchLeague,
  inviteLink,
  FRIEND_EVENTS,
  keepFriendStreak,
  nudgeFriend,
  removeFriend,
  revokeInvite,
  saveFriendSettings,
} from './api';
export type { Friend, Invite, League } from './api';
