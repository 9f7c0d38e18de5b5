declare global {
  interface Window {
    /** Started by index.html before the app's code (scripts/vite/early-session.ts); null when it could not be sent. */
    __slovoUser?: Promise<Response | null>;
  }
}

/**
 * The session request index.html started early, taken once: the first GET user of this page uses its answer instead
 * of a second request; any later one (or a retry) goes to the network.
 */
export function takeEarlyUserResponse(): Promise<Response | null> | null {
  if (typeof window === 'undefined' || !window.__slovoUser) return null;
  const early = window.__slovoUser;
  delete window.__slovoUser;
  return early;
}
