import { Icon56UserBookOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../shared/ui';

export function LearningPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.learning')}
      description={t('soon.learning')}
      icon={<Icon56UserBookOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />} showHeaderBack={false}
    />
  );
}
