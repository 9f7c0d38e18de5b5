import { useEffect } from 'react';
import { prefetchAudio } from './player';
import type { AudioDto } from './types';

/** How many upcoming cards' words are fetched ahead: what a learner meets offline, within the render budget. */
const AHEAD = 12;

/** Keeps the words of the cards on screen (the feed's stack, a training session) cached for offline play. */
export function usePrefetchWords(cards: ReadonlyArray<{ audio?: AudioDto | null }>) {
  const key = cards
    .slice(0, AHEAD)
    .map((c) => c.audio?.word ?? '')
    .join('|');
  useEffect(() => {
    const paths = key.split('|').filter(Boolean);
    if (!paths.length) return;
    // After the screen has settled: the photos come first.
    const timer = setTimeout(() => void prefetchAudio(paths), 1500);
    return () => clearTimeout(timer);
  }, [key]);
}
