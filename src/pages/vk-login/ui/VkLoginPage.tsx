import { Icon56LogoVk } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function VkLoginPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.vk-login')}
      description={t('soon.vk-login')}
      icon={<Icon56LogoVk style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
