import { Group, Header, SimpleCell } from '@vkontakte/vkui';
import { Icon28FireOutline, Icon28FavoriteOutline, Icon56StatisticsOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $progress } from '../../../entities/progress';
import { ComingSoonPanel } from '../../../shared/ui';

/** Charts come later; points and streak are already known from GET user/progress. */
export function ProgressPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const progress = useUnit($progress);
  return (
    <ComingSoonPanel
      nav={nav}
      title={t('titles.progress')}
      description={t('soon.progress')}
      showHeaderBack={false}
      icon={<Icon56StatisticsOutline style={{ color: 'var(--vkui--color_icon_accent)' }} />}
      summary={
        progress ? (
          <Group header={<Header size="s">{progress.level.toUpperCase()}</Header>} data-testid="progress-summary">
            <SimpleCell before={<Icon28FavoriteOutline />}>{tc('counters.points', { count: progress.points })}</SimpleCell>
            <SimpleCell before={<Icon28FireOutline />}>{tc('counters.days', { count: progress.streak })}</SimpleCell>
          </Group>
        ) : null
      }
    />
  );
}
