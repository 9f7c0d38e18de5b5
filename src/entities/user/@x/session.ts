/** What entities/session reads and writes of the user (FSD public cross-import). */
export { $user, restoreUserFx, userCleared, userReceived } from '../model';
export type { User } from '../model';
