/** entities/feed waits for the session to be known before loading (FSD public cross-import). */
export { $isSessionKnown } from '../model';
