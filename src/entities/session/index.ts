export {
  appStarted,
  loggedOut,
  guestStartRequested,
  guestSessionStarted,
  sessionReset,
  fetchUserFx,
  logoutFx,
  startGuestFx,
  forgetTokenFx,
  $sessionStatus,
  $isSessionKnown,
  $isLoggingOut,
  $isGuestStarting,
} from './model';
export type { SessionStatus } from './model';
