import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../entities/card';
import { $isLevelFixed, $progress, fetchProgressFx } from '../../../entities/progress';
import { $user } from '../../../entities/user';
import { navigationRequested } from '../../../shared/navigation';
import styles from './FeedPage.module.css';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/feed';

/**
 * The level today's cards are chosen at. Until the level is fixed (a test result or a rejected test, spec §3) it
 * invites to the test, so a learner who skipped it is not stuck on cards far below them.
 */
export function FeedLevelChip() {
  const { t } = useTranslation('feed');
  const [user, progress, fixed, load, navigate] = useUnit([$user, $progress, $isLevelFixed, fetchProgressFx, navigationRequested]);
  useEffect(() => {
    if (user && !progress) void load().catch(() => undefined);
  }, [user, progress, load]);
  const level = progress?.level ?? user?.level;
  if (!user || !level) return null;
  return (
    <button
      type="button"
      className={styles.levelChip}
      onClick={() => navigate({ to: pathFor('test-easy') })}
      title={fixed ? t('level.retake') : t('level.find')}
      aria-label={`${level === 'novice' ? '' : `${level.toUpperCase()} · `}${fixed ? t('level.retake') : t('level.find')}`}
      data-testid="feed-level"
      data-level={level}
      data-fixed={progress ? fixed : undefined}
    >
      {level === 'novice' ? null : <LevelBadge level={level} />}
      {/* The words only where the row has room for them next to the moves counter. */}
      <span className={level === 'novice' ? undefined : styles.levelChipText}>{fixed ? t('level.yours') : t('level.find')}</span>
      {fixed ? null : <span className={styles.levelChipDot} aria-hidden />}
    </button>
  );
}
