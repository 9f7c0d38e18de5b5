import { Checkbox, Footnote, FormItem, SegmentedControl } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $speechPrefs, type Accent, speechPrefsChanged } from '../../../shared/speech';
import '../../../shared/i18n/lazy/speech';

/** Settings → Pronunciation: autoplay (off by default), speed, and the accent of the transcription. */
export function SpeechSettings() {
  const { t } = useTranslation('speech');
  const [prefs, change] = useUnit([$speechPrefs, speechPrefsChanged]);
  return (
    <>
      <FormItem>
        <Checkbox checked={prefs.autoplay} onChange={(e) => change({ autoplay: e.currentTarget.checked })} data-testid="settings-speech-autoplay">
          {t('settings.autoplay')}
        </Checkbox>
      </FormItem>
      <FormItem top={t('settings.speed')}>
        <SegmentedControl
          name="speech-speed"
          aria-label={t('settings.speed')}
          data-testid="settings-speech-speed"
          value={prefs.slower ? 'slower' : 'normal'}
          onChange={(value) => change({ slower: value === 'slower' })}
          options={[
            { value: 'normal', label: t('settings.normal') },
            { value: 'slower', label: t('settings.slower') },
          ]}
        />
      </FormItem>
      <FormItem top={t('settings.accent')} bottom={<Footnote>{t('settings.accentHint')}</Footnote>}>
        <SegmentedControl
          name="speech-accent"
          aria-label={t('settings.accent')}
          data-testid="settings-speech-accent"
          value={prefs.accent}
          onChange={(value) => change({ accent: (value === 'us' ? 'us' : 'uk') satisfies Accent })}
          options={[
            { value: 'uk', label: t('settings.uk') },
            { value: 'us', label: t('settings.us') },
          ]}
        />
      </FormItem>
    </>
  );
}
