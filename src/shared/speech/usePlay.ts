import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { showError } from '../toasts';
import { playAudio } from './player';
import { $speechPrefs, SLOWER_RATE } from './prefs';
import '../i18n/lazy/speech';

/** Plays an audio path at the learner's speed; a failure is reported (unless `quiet`: an autoplay the browser refused). */
export function usePlay() {
  const { t } = useTranslation('speech');
  const { slower } = useUnit($speechPrefs);
  return useCallback(
    async (path: string, quiet = false): Promise<boolean> => {
      try {
        await playAudio(path, slower ? SLOWER_RATE : 1);
        return true;
      } catch (error) {
        if (!quiet) showError(error instanceof DOMException ? t('playFailed') : t('loadFailed'));
        return false;
      }
    },
    [slower, t],
  );
}
