import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $speechPrefs } from '../prefs';
import type { AudioDto, TranscriptionDto } from '../types';
import { usePlay } from '../usePlay';
import { SpeakerButton, useSpeechLabels } from './SpeakerButton';
import { Transcription } from './Transcription';
import styles from './Speech.module.css';

export interface SpeechFields {
  word: string;
  transcription?: TranscriptionDto | null;
  audio?: AudioDto | null;
}

/**
 * Under a word on a card: its transcription and a speaker. `autoplay` marks the card that just appeared (the top of
 * the feed, the training's current card): it plays the word once when the learner turned autoplay on.
 */
export function WordSpeech({ card, autoplay = false, className }: { card: SpeechFields; autoplay?: boolean; className?: string }) {
  const labels = useSpeechLabels();
  const prefs = useUnit($speechPrefs);
  const play = usePlay();
  const url = card.audio?.word ?? null;
  useEffect(() => {
    if (autoplay && prefs.autoplay && url) void play(url, true);
    // Once per card appearing, not on every settings change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoplay, url]);
  if (!card.transcription?.uk && !card.transcription?.us && !url) return null;
  return (
    <div className={[styles.line, className].filter(Boolean).join(' ')} data-testid="word-speech">
      <Transcription value={card.transcription} />
      <SpeakerButton audio={url} label={labels.word(card.word)} testId="speak-word" />
    </div>
  );
}

/** The example's speaker. */
export function ExampleSpeaker({ audio }: { audio?: AudioDto | null }) {
  const labels = useSpeechLabels();
  return <SpeakerButton audio={audio?.example} label={labels.example} testId="speak-example" />;
}
