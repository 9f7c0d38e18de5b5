import type { TFunction } from 'i18next';
import type { GameRound } from '../../../entities/game';
import type { Pick, Tap } from '../../../features/match-game';

/** One step of a round as a screen reader hears it. */
export type MatchStep =
  | { kind: 'start'; round: GameRound }
  | { kind: 'selected'; round: GameRound; tap: Tap }
  | { kind: 'pair' | 'not-pair'; round: GameRound; pick: Pick; left: number };

const wordOf = (round: GameRound, id: string) => round.words.find((w) => w.id === id)?.word ?? '';
const translationOf = (round: GameRound, id: string) => round.translations.find((x) => x.id === id)?.translation ?? '';

/** What the live region says after a step: the tile chosen, the pair's verdict with the pairs left or the round's end. */
export function matchAnnouncement(t: TFunction<'a11y'>, step: MatchStep): string {
  switch (step.kind) {
    case 'start':
      return t('match.start', { count: step.round.words.length });
    case 'selected':
      return t('match.selected', { text: step.tap.side === 'word' ? wordOf(step.round, step.tap.id) : translationOf(step.round, step.tap.id) });
    case 'pair':
    case 'not-pair': {
      const pair = { word: wordOf(step.round, step.pick.wordId), translation: translationOf(step.round, step.pick.translationId) };
      const after = step.left === 0 ? t('match.finished') : t('match.pairsLeft', { count: step.left });
      return `${t(step.kind === 'pair' ? 'match.pair' : 'match.notPair', pair)} ${after}`;
    }
  }
}
