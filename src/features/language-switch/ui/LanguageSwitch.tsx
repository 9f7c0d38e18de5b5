import { FormItem, SegmentedControl } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, localeChosen } from '../../../shared/i18n';
import { isLocale, LOCALES } from '../../../shared/storage';
import '../../../shared/i18n/lazy/settings';

export function LanguageSwitch() {
  const { t } = useTranslation('settings');
  const [locale, choose] = useUnit([$locale, localeChosen]);
  return (
    <FormItem>
      <SegmentedControl
        name="language"
        aria-label={t('language.header')}
        data-testid="settings-language"
        data-value={locale}
        value={locale}
        onChange={(value) => {
          if (isLocale(value)) choose(value);
        }}
        options={LOCALES.map((value) => ({
          value,
          label: (
            <span data-testid={`settings-language-${value}`} data-selected={locale === value} lang={value}>
              {t(`language.${value}`)}
            </span>
          ),
        }))}
      />
    </FormItem>
  );
}
