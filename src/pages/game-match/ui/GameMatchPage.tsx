import { Icon56GameOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function GameMatchPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.game-match')}
      description={t('soon.game-match')}
      icon={<Icon56GameOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
    />
  );
}
