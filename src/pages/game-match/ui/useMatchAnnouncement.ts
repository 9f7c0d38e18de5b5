import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '../../../entities/game';
import type { Pick, Tap } from '../../../features/match-game';
import { matchAnnouncement, type MatchStep } from '../lib/announce';
import '../../../shared/i18n/lazy/a11y';

interface BoardState {
  round: GameRound | null;
  selected: Tap | null;
  matched: readonly string[];
  wrong: Pick | null;
}

/**
 * What a screen reader hears of the round, step by step: a sighted player sees the tile light up, the green fade of
 * a pair and the red shake of a miss. Each step gets a new number, so two misses in a row are both read.
 */
export function useMatchAnnouncement({ round, selected, matched, wrong }: BoardState): { text: string; step: number } {
  const { t } = useTranslation('a11y');
  const [said, setSaid] = useState<{ step: MatchStep | null; n: number }>({ step: null, n: 0 });
  const say = (step: MatchStep) => setSaid((s) => ({ step, n: s.n + 1 }));
  const seenPairs = useRef(0);
  const left = round ? round.words.filter((w) => !matched.includes(w.id)).length : 0;

  useEffect(() => {
    seenPairs.current = 0;
    if (round) say({ kind: 'start', round });
  }, [round?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (round && selected) say({ kind: 'selected', round, tap: selected });
  }, [selected]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const pairs = matched.length / 2;
    if (!round || pairs <= seenPairs.current) return;
    seenPairs.current = pairs;
    const [wordId, translationId] = matched.slice(-2);
    say({ kind: 'pair', round, pick: { wordId: wordId!, translationId: translationId! }, left });
  }, [matched]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (round && wrong) say({ kind: 'not-pair', round, pick: wrong, left });
  }, [wrong]); // eslint-disable-line react-hooks/exhaustive-deps

  return { text: said.step ? matchAnnouncement(t, said.step) : '', step: said.n };
}
