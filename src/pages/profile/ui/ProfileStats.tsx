import { useEffect } from 'react';
import { Group, Header, SimpleCell } from '@vkontakte/vkui';
import { Icon28FireOutline, Icon28GameOutline, Icon28StarsOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../entities/card';
import { $isLevelFixed, $progress, fetchProgressFx } from '../../../entities/progress';
import { navigationRequested } from '../../../shared/navigation';
import styles from './ProfilePage.module.css';
import '../../../shared/i18n/lazy/profile';
import { pathFor } from '../../../shared/config';

/**
 * Points, streak and level at a glance (issue 7), each leading somewhere to improve it: the streak and points to
 * progress, the level to the test, the points to the game. Fetched on open: the game or a training may have paid.
 */
export function ProfileStats() {
  const { t } = useTranslation('profile');
  const [progress, fixed, refresh, navigate] = useUnit([$progress, $isLevelFixed, fetchProgressFx, navigationRequested]);
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);
  if (!progress) return null;
  const freezes = progress.streakFreezes ?? 0;
  return (
    <Group header={<Header size="s">{t('stats.header')}</Header>} data-testid="profile-stats">
      <div className={styles.tiles}>
        <button type="button" className={styles.tile} onClick={() => navigate({ to: pathFor('progress') })} data-testid="profile-streak" data-streak={progress.streak}>
          <Icon28FireOutline className={styles.fire} aria-hidden />
          <span className={styles.tileValue}>{progress.streak}</span>
          <span className={styles.tileLabel}>{t('stats.streak', { count: progress.streak })}</span>
          <span className={styles.tileNote}>
            {t('stats.best', { count: progress.streakBest ?? progress.streak })}
            {freezes > 0 ? ` · ${t('stats.freezes', { count: freezes })}` : ''}
          </span>
        </button>
        <button type="button" className={styles.tile} onClick={() => navigate({ to: pathFor('game-match') })} data-testid="profile-points-tile" data-points={progress.points}>
          <Icon28StarsOutline className={styles.star} aria-hidden />
          <span className={styles.tileValue}>{progress.points}</span>
          <span className={styles.tileLabel}>{t('stats.points', { count: progress.points })}</span>
          <span className={styles.tileNote}>{t('stats.earnMore')}</span>
        </button>
        <button type="button" className={styles.tile} onClick={() => navigate({ to: pathFor('test-easy') })} data-testid="profile-level" data-level={progress.level} data-fixed={fixed}>
          {progress.level === 'novice' ? (
            <span className={styles.tileValue}>{t('stats.novice')}</span>
          ) : (
            <LevelBadge level={progress.level} className={styles.tileBadge} />
          )}
          <span className={styles.tileLabel}>{t('stats.level')}</span>
          <span className={styles.tileNote}>{fixed ? t('stats.retake') : t('stats.takeTest')}</span>
        </button>
      </div>
      <SimpleCell before={<Icon28GameOutline className={styles.accent} />} chevron="always" onClick={() => navigate({ to: pathFor('game-match') })} subtitle={t('stats.gameText')} data-testid="profile-game">
        {t('stats.game')}
      </SimpleCell>
    </Group>
  );
}
