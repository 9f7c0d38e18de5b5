/** Friends' rules (docs/decisions/0038-friends.md), in one place. */
export const FRIEND_RULES = {
  /** Friends a learner may have: enough for a league, too few to farm invites. */
  maxFriends: 100,
  /** Friends a learner keeps a friend streak with at once (Duolingo's number). */
  maxStreakFriends: 5,
  /** How far back a friend streak is counted. */
  streakLookbackDays: 400,
} as const;

/** Invite codes: no 0/O, 1/I/L to misread when typed; 8 characters ≈ 2^39, and accepting is rate-limited. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
export const codePattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export const normaliseCode = (code: string) => code.trim().toUpperCase().replace(/[\s-]/g, '');
