import { Icon56MessagesOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function BotPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.bot')}
      description={t('soon.admin')}
      icon={<Icon56MessagesOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
