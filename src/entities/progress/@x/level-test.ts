/** What entities/level-test refreshes in progress (FSD public cross-import). */
export { fetchProgressFx } from '../model';
