export {
  $user,
  $userId,
  $isAuthorized,
  $isGuest,
  $isAdmin,
  $isFullUser,
  userReceived,
  userCleared,
  restoreUserFx,
  persistUserFx,
} from './model';
export type { User } from './model';
