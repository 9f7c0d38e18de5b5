export {
  acceptInvite,
  addVkFriend,
  createInvite,
  fetchFriendSettings,
  fetchFriends,
  fetchInviter,
  fetchLeague,
  findVkFriends,
  inviteLink,
  FRIEND_EVENTS,
  keepFriendStreak,
  nudgeFriend,
  removeFriend,
  revokeInvite,
  saveFriendSettings,
} from './api';
export type { Friend, Invite, League, VkFriend } from './api';
