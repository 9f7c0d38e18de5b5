import { Icon56UserAddOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function RegisterPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-register')}
      description={t('soon.auth-register')}
      icon={<Icon56UserAddOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
