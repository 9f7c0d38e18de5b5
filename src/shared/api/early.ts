import type { Options } from 'ky';

declare global {
  interface Window {
    /** Started by index.html before the app's code (scripts/vite/early-session.ts); null when it could not be sent. */
    __slovoUser?: Promise<Response | null>;
    /**
     * GET feeds/main, started by index.html for a visitor whose first screen is the feed (scripts/vite/early-feed.ts);
     * null when it could not be sent.
     */
    __slovoFeed?: Promise<Response | null>;
  }
}

const GLOBALS = { user: '__slovoUser', feed: '__slovoFeed' } as const;

/**
 * A request index.html started early, taken once: whoever takes it first owns it (to use or to drop), and any later
 * call goes to the network. null when there is none (the VK build, a deep link, a second call).
 */
export function takeEarly(name: keyof typeof GLOBALS): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const key = GLOBALS[name];
  const early = window[key];
  if (!early) return null;
  delete window[key];
  return early;
}

/**
 * ky's options that answer a call's first attempt with the early response instead of sending it again, so the one
 * API client's hooks (version check, error handling, 401) run on it as on its own; a retry or a failed early request
 * (null) goes to the network.
 */
export function answeredBy(early: Promise<Response | null>): Pick<Options, 'fetch'> {
  let used = false;
  return {
    fetch: async (input: Request | URL | string, init?: RequestInit) => {
      const response = used ? null : await early;
      used = true;
      return response ?? fetch(input, init);
    },
  };
}
