/**
 * Ends the current task so the browser can paint and handle input before the next step runs: a phone spends hundreds
 * of milliseconds starting the app, and one task that long blocks taps (Lighthouse counts it as blocking time).
 * `scheduler.yield` resumes ahead of other queued tasks where it exists; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
