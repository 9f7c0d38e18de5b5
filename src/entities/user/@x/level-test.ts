/** What entities/level-test reads of the user (FSD public cross-import). */
export { $user, userReceived } from '../model';
