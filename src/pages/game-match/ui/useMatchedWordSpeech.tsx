import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import type { GameRound } from '../../../entities/game';
import { $speechPrefs, Transcription, usePlay } from '../../../shared/speech';

/**
 * The match game's answer: a matched word shows its transcription, and is heard when the learner turned autoplay on
 * (the tap that matched it lets the browser play).
 */
export function useMatchedWordSpeech(round: GameRound, matched: readonly string[]) {
  const { autoplay } = useUnit($speechPrefs);
  const play = usePlay();
  const heard = useRef(new Set<string>());
  useEffect(() => {
    for (const w of round.words) {
      if (!matched.includes(w.id) || heard.current.has(w.id)) continue;
      heard.current.add(w.id);
      if (autoplay && w.audio?.word) void play(w.audio.word, true);
    }
  }, [matched, round.words, autoplay, play]);
  return (id: string) => <Transcription value={round.words.find((w) => w.id === id)?.transcription} />;
}
