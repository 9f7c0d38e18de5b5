import { Icon56KeyOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function ForgotPasswordPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-fogot-password')}
      description={t('soon.auth-fogot-password')}
      icon={<Icon56KeyOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
