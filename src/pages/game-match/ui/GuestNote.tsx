import { Caption, Headline } from '@vkontakte/vkui';
import { Icon28FavoriteOutline } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { rememberIntendedRoute } from '../../../shared/navigation';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';
import { pathFor } from '../../../shared/config';

/** For anonymous players: the game is open, the points are not. Starting as a guest brings them back here. */
export function GuestNote() {
  const { t } = useTranslation('game');
  return (
    <div className={styles.guest} data-testid="game-guest-note">
      <Icon28FavoriteOutline className={styles.guestIcon} aria-hidden />
      <div className={styles.guestBody}>
        <Headline level="2" weight="2">
          {t('guest.title')}
        </Headline>
        <Caption level="1" className={styles.muted}>
          {t('guest.text')}
        </Caption>
        {/* The guest flow continues to the remembered route, which would otherwise be the feed. */}
        <div className={styles.guestAction} onClickCapture={() => rememberIntendedRoute(pathFor('game-match'))}>
          <StartAsGuestButton mode="secondary" />
        </div>
      </div>
    </div>
  );
}
