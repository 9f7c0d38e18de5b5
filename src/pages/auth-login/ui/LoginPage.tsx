import { Icon56DoorArrowRightOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { ComingSoonPanel } from '../../../shared/ui';

/** E-mail, VK ID and Yandex ID login arrive in the auth issue; guests can already start from here. */
export function LoginPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.auth-login')}
      description={`${t('soon.auth-login')} ${t('login.guestOffer')}`}
      icon={<Icon56DoorArrowRightOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    >
      <StartAsGuestButton />
    </ComingSoonPanel>
  );
}
