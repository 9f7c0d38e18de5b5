import { Button } from '@vkontakte/vkui';
import { Icon24ShareExternalOutline, Icon24AddSquareOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { iosHelpClosed } from '../model';
import { FloatingCard } from '../../../shared/ui';
import styles from './InstallOffer.module.css';

/** iOS Safari has no install prompt: the two taps that add the app to the home screen. */
export function IosSteps() {
  const { t } = useTranslation();
  const close = useUnit(iosHelpClosed);
  return (
    <FloatingCard className={styles.offer} data-testid="install-ios-steps" aria-label={t('install.iosTitle')}>
      <div className={styles.text}>
        <strong>{t('install.iosTitle')}</strong>
        <ol className={styles.steps}>
          <li>
            {t('install.iosStep1')} <Icon24ShareExternalOutline className={styles.inline} aria-hidden />
          </li>
          <li>
            {t('install.iosStep2')} <Icon24AddSquareOutline className={styles.inline} aria-hidden />
          </li>
        </ol>
      </div>
      <Button size="m" mode="secondary" onClick={() => close()} data-testid="install-ios-close">
        {t('actions.close')}
      </Button>
    </FloatingCard>
  );
}
