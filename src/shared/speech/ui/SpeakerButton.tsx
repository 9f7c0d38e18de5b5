import { useState, type MouseEvent } from 'react';
import { IconButton } from '@vkontakte/vkui';
import { Icon20VolumeOutline, Icon24VolumeOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { usePlay } from '../usePlay';
import styles from './Speech.module.css';
import '../../i18n/lazy/speech';

/** One tap plays the audio; a sound that cannot load or play says so in a toast instead of staying silent. */
export function SpeakerButton({ audio, label, size = 20, testId }: { audio: string | null | undefined; label: string; size?: 20 | 24; testId?: string }) {
  const play = usePlay();
  const [busy, setBusy] = useState(false);
  if (!audio) return null;
  const onClick = (e: MouseEvent) => {
    // Cards open or flip on a tap: the speaker's tap is its own.
    e.stopPropagation();
    setBusy(true);
    void play(audio).finally(() => setBusy(false));
  };
  return (
    <IconButton
      className={styles.speaker}
      label={label}
      aria-label={label}
      onClick={onClick}
      onPointerDown={(e) => e.stopPropagation()}
      data-testid={testId}
      data-busy={busy}
    >
      {size === 24 ? <Icon24VolumeOutline /> : <Icon20VolumeOutline />}
    </IconButton>
  );
}

/** The word's transcription line: IPA and its speaker. */
export function useSpeechLabels() {
  const { t } = useTranslation('speech');
  return { word: (word: string) => t('playWord', { word }), example: t('playExample') };
}
