/** What entities/feed reads of the user (FSD public cross-import). */
export { $user } from '../model';
