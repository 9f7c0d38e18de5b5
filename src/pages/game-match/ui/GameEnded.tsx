import { Button, Placeholder } from '@vkontakte/vkui';
import { Icon56RecentOutline, Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { GuestNote } from './GuestNote';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';

/** A round that does not count: played faster than a person can (too-fast), or closed elsewhere (over). */
export function GameEnded({ reason, anonymous, onNext, onFeed }: { reason: 'too-fast' | 'over'; anonymous: boolean; onNext(): void; onFeed(): void }) {
  const { t } = useTranslation('game');
  const key = reason === 'too-fast' ? 'tooFast' : 'over';
  return (
    <div data-testid={reason === 'too-fast' ? 'game-too-fast' : 'game-over'}>
      <Placeholder
        icon={reason === 'too-fast' ? <Icon56RecentOutline className={styles.accentIcon} /> : <Icon56ErrorTriangleOutline className={styles.mutedIcon} />}
        title={t(`${key}.title`)}
        action={
          <div className={styles.placeholderActions}>
            <Button size="l" mode="primary" onClick={onNext} data-testid="game-next-round" autoFocus>
              {t('summary.next')}
            </Button>
            <Button size="l" mode="secondary" onClick={onFeed} data-testid="game-to-feed">
              {t('summary.toFeed')}
            </Button>
          </div>
        }
      >
        {t(`${key}.text`)}
      </Placeholder>
      {anonymous ? <GuestNote /> : null}
    </div>
  );
}
