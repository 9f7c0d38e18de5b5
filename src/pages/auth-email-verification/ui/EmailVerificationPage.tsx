import { Icon56MailOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function EmailVerificationPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-email-verification')}
      description={t('soon.auth-email-verification')}
      icon={<Icon56MailOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
