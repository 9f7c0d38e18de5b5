export type HistoryAction = 'PUSH' | 'REPLACE' | 'POP';

export interface RouteLocation {
  pathname: string;
  search: string;
  /** The router's location key; identifies an entry when the browser pops back or forward. */
  key: string;
}

export interface RouteChange extends RouteLocation {
  action: HistoryAction;
}

export interface HistoryState {
  entries: RouteLocation[];
  index: number;
}

export const EMPTY_HISTORY: HistoryState = { entries: [], index: -1 };

/**
 * Mirrors the in-app history stack so that "back" knows whether there is a previous in-app route. A replace (guard
 * redirects, version cleanup) does not add a step; a pop moves to the entry with that key, or is treated as a new
 * entry when the user typed a URL.
 */
export function applyRouteChange(state: HistoryState, change: RouteChange): HistoryState {
  const location: RouteLocation = { pathname: change.pathname, search: change.search, key: change.key };
  if (state.index < 0) return { entries: [location], index: 0 };
  if (change.action === 'REPLACE') {
    const entries = state.entries.slice(0, state.index + 1);
    entries[state.index] = location;
    return { entries, index: state.index };
  }
  if (change.action === 'POP') {
    const found = state.entries.findIndex((e) => e.key === change.key);
    if (found >= 0) return { entries: state.entries, index: found };
  }
  const entries = [...state.entries.slice(0, state.index + 1), location];
  return { entries, index: entries.length - 1 };
}

export function previousOf(state: HistoryState): RouteLocation | null {
  return state.index > 0 ? (state.entries[state.index - 1] ?? null) : null;
}

export function currentOf(state: HistoryState): RouteLocation | null {
  return state.entries[state.index] ?? null;
}
