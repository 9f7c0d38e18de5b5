/** What entities/session loads and clears of progress (FSD public cross-import). */
export { progressCleared, fetchProgressFx } from '../model';
