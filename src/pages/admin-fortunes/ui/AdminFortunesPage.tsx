import { Icon56ServicesOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';
import '../../../shared/i18n/lazy/pages';

export function AdminFortunesPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.admin-fortunes')}
      description={t('soon.admin')}
      icon={<Icon56ServicesOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
