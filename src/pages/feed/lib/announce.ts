import type { TFunction } from 'i18next';
import type { Card } from '../../../entities/card';

/** The learner's last step on the feed, for the screen reader (a decision or an undo). */
export type FeedStep = { kind: 'know' | 'learn' | 'undone'; word: string; n: number };

/** What the live region says: the last step, then the card now on top (or that the day is over), then the moves. */
export function feedAnnouncement(t: TFunction<'a11y'>, state: { step: FeedStep | null; top: Card | null; movesLeft: number | null; outOfMoves: boolean; done: boolean }): string {
  const { step, top, movesLeft, outOfMoves, done } = state;
  const parts: string[] = [];
  if (step) parts.push(step.kind === 'undone' ? t('feed.undone', { word: step.word }) : t(`feed.decided.${step.kind}`, { word: step.word }));
  if (outOfMoves) parts.push(t('feed.noMoves'));
  else if (top) parts.push(t('feed.card', { word: top.word, translation: top.translation }));
  else if (done) parts.push(t('feed.done'));
  if (movesLeft !== null && !outOfMoves) parts.push(t('feed.movesLeft', { count: movesLeft }));
  return parts.join(' ');
}
