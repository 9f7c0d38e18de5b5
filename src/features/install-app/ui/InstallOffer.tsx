import { Button } from '@vkontakte/vkui';
import { Icon28AddSquareOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $installing, $iosHelpOpen, $offerVisible, installClicked, offerDismissed } from '../model';
import { IosSteps } from './IosSteps';
import { FloatingCard } from '../../../shared/ui';
import styles from './InstallOffer.module.css';

/** The install offer: a card above the tab bar, shown by the rule in `rule.ts`; on iOS its button opens the steps. */
export function InstallOffer() {
  const [visible, iosHelp] = useUnit([$offerVisible, $iosHelpOpen]);
  if (iosHelp) return <IosSteps />;
  if (!visible) return null;
  return <OfferCard />;
}

function OfferCard() {
  const { t } = useTranslation();
  const [installing, install, dismiss] = useUnit([$installing, installClicked, offerDismissed]);
  return (
    <FloatingCard className={styles.offer} data-testid="install-offer" aria-label={t('install.title')}>
      <Icon28AddSquareOutline className={styles.icon} />
      <div className={styles.text}>
        <strong>{t('install.title')}</strong>
        <span>{t('install.text')}</span>
      </div>
      <div className={styles.buttons}>
        <Button size="m" loading={installing} onClick={() => install()} data-testid="install-accept">
          {t('install.install')}
        </Button>
        <Button size="m" mode="tertiary" onClick={() => dismiss()} data-testid="install-dismiss">
          {t('install.notNow')}
        </Button>
      </div>
    </FloatingCard>
  );
}
