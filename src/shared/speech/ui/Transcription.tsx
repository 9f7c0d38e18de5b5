import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $speechPrefs } from '../prefs';
import type { TranscriptionDto } from '../types';
import styles from './Speech.module.css';
import '../../i18n/lazy/speech';

/** The IPA of the learner's accent (the other one where that is unknown), in the square brackets Russian schools use. */
export function Transcription({ value, className }: { value: TranscriptionDto | null | undefined; className?: string }) {
  const { t } = useTranslation('speech');
  const { accent } = useUnit($speechPrefs);
  if (!value) return null;
  const shown = accent === 'us' ? (value.us ?? value.uk) : (value.uk ?? value.us);
  if (!shown) return null;
  const side = shown === (accent === 'us' ? value.us : value.uk) ? accent : accent === 'us' ? 'uk' : 'us';
  return (
    <span className={[styles.transcription, className].filter(Boolean).join(' ')} title={t(side === 'uk' ? 'transcriptionUk' : 'transcriptionUs')} data-testid="transcription" data-accent={side}>
      [{shown}]
    </span>
  );
}
