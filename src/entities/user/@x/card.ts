/** What entities/card reads of the user (FSD public cross-import). */
export { userCleared } from '../model';
