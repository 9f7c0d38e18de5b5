import { Button, ButtonGroup } from '@vkontakte/vkui';
import { Icon28ArrowUpRectangleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { levelLabel } from '../../../entities/card';
import { $isLevelingUp, $levelUpOffer, levelUpAccepted, levelUpDismissed } from '../model';
import styles from './LevelUpBanner.module.css';
import '../../../shared/i18n/lazy/feed';

/** "You know most A1 words — move to A2?" above the stack, when the feed offers it. */
export function LevelUpBanner() {
  const { t } = useTranslation('feed');
  const [offer, pending, accept, dismiss] = useUnit([$levelUpOffer, $isLevelingUp, levelUpAccepted, levelUpDismissed]);
  if (!offer) return null;
  const from = levelLabel(offer.from);
  const to = levelLabel(offer.to);
  return (
    <section className={styles.banner} data-testid="level-up" data-to={offer.to} aria-live="polite">
      <div className={styles.badge} aria-hidden>
        <span>{to}</span>
      </div>
      <div className={styles.content}>
        <h3 className={styles.title}>{t('levelUp.title', { from })}</h3>
        <p className={styles.text}>{t('levelUp.text', { known: offer.known, of: offer.of, to })}</p>
        <ButtonGroup gap="s" className={styles.actions}>
          <Button size="m" mode="primary" appearance="overlay" loading={pending} onClick={() => accept()} data-testid="level-up-accept">
            {t('levelUp.accept', { to })}
          </Button>
          <Button size="m" mode="tertiary" appearance="overlay" onClick={() => dismiss()} data-testid="level-up-dismiss">
            {t('actions.notNow')}
          </Button>
        </ButtonGroup>
      </div>
      <Icon28ArrowUpRectangleOutline className={styles.deco} aria-hidden />
    </section>
  );
}
