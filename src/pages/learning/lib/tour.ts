import { readItem, writeItem } from '../../../shared/storage';

/** localStorage: the selection tour was seen (shown once; reachable again from the page). */
export const TOUR_KEY = 'slovo.learningTourSeen';

export const TOUR_STEPS = ['feed', 'right', 'left', 'limits', 'train'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

export function tourSeen(): boolean {
  return readItem(TOUR_KEY) !== null;
}

export function markTourSeen(now: number = Date.now()): void {
  writeItem(TOUR_KEY, String(now));
}
