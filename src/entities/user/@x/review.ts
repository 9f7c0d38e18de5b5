/** What entities/review reads of the user (FSD public cross-import). */
export { $user } from '../model';
