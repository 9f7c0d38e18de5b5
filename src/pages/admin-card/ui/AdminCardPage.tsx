import { Icon56ServicesOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function AdminCardPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.admin-card')}
      description={t('soon.admin')}
      icon={<Icon56ServicesOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
