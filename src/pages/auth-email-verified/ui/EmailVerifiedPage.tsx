import { Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function EmailVerifiedPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-email-verified')}
      description={t('soon.auth-email-verified')}
      icon={<Icon56CheckCircleOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
