export {
  $user,
  $isAuthorized,
  $isGuest,
  $isAdmin,
  $isFullUser,
  $isEmailVerified,
  userReceived,
  userCleared,
  restoreUserFx,
  persistUserFx,
} from './model';
export type { User } from './model';
