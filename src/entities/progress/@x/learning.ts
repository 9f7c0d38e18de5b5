/** What entities/learning reacts to in progress (FSD public cross-import). */
export { progressCleared } from '../model';
