import { Footnote, FormItem, SegmentedControl } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isVk } from '../../../shared/platform';
import { isColorSchemeChoice, type ColorSchemeChoice } from '../../../shared/storage';
import { $themeChoice, themeChosen } from '../model';
import '../../../shared/i18n/lazy/settings';

const CHOICES: readonly ColorSchemeChoice[] = ['light', 'dark', 'system'];

export function ThemeSwitch() {
  const { t } = useTranslation('settings');
  const [choice, choose, isVk] = useUnit([$themeChoice, themeChosen, $isVk]);
  return (
    <FormItem
      bottom={<Footnote>{isVk ? t('appearance.systemHintVk') : t('appearance.systemHintWeb')}</Footnote>}
    >
      <SegmentedControl
        name="theme"
        aria-label={t('appearance.header')}
        data-testid="settings-theme"
        data-value={choice}
        value={choice}
        onChange={(value) => {
          if (isColorSchemeChoice(value)) choose(value);
        }}
        options={CHOICES.map((value) => ({
          value,
          label: (
            <span data-testid={`settings-theme-${value}`} data-selected={choice === value}>
              {t(`appearance.${value}`)}
            </span>
          ),
        }))}
      />
    </FormItem>
  );
}
