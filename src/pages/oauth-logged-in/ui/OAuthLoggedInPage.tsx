import { Icon56DoorArrowRightOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function OAuthLoggedInPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.oauth-logged-in')}
      description={t('soon.oauth-logged-in')}
      icon={<Icon56DoorArrowRightOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
