import { Icon56KeyOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function ResetPasswordPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-reset-password')}
      description={t('soon.auth-reset-password')}
      icon={<Icon56KeyOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
