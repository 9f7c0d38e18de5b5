import { Button, Checkbox } from '@vkontakte/vkui';
import { Icon24ShareOutline, Icon28BookSpreadOutline, Icon28EducationOutline, Icon28FireOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Milestone } from '../api';
import { $isSharing, $withName, figureOf, nameToggled, offerDismissed, shareClicked } from '../model';
import { FloatingCard } from '../../../shared/ui';
import styles from './MilestoneOffer.module.css';
import '../../../shared/i18n/lazy/stories';

// The pictures of the story (fire, books, a graduation cap) as the app's own icons: no emoji font needed.
const BADGE = { streak: Icon28FireOutline, words: Icon28BookSpreadOutline, level: Icon28EducationOutline } as const;

/** The offer to share a milestone: a card above the tab bar, its figure large, "Share" and "Not now". */
export default function MilestoneOfferCard({ offer }: { offer: Milestone }) {
  const { t } = useTranslation('stories');
  const [sharing, withName, share, dismiss, toggleName] = useUnit([$isSharing, $withName, shareClicked, offerDismissed, nameToggled]);
  const figure = figureOf(offer);
  const Badge = BADGE[offer.kind];
  return (
    <FloatingCard className={styles.offer} data-testid="milestone-offer" data-milestone={offer.key} aria-label={t('offer.label')} data-kind={offer.kind}>
      <div className={styles.badge} aria-hidden>
        <Badge className={styles.icon} />
        <span className={styles.figure}>{'count' in figure ? figure.count : figure.level}</span>
      </div>
      <div className={styles.text}>
        <strong data-testid="milestone-offer-title">{t(`offer.title.${offer.kind}`, figure)}</strong>
        <span>{t('offer.text')}</span>
        <Checkbox checked={withName} onChange={(e) => toggleName(e.currentTarget.checked)} data-testid="milestone-with-name">
          {t('offer.withName')}
        </Checkbox>
      </div>
      <div className={styles.buttons}>
        <Button size="m" before={<Icon24ShareOutline />} loading={sharing} onClick={() => share()} data-testid="milestone-share">
          {t('offer.share')}
        </Button>
        <Button size="m" mode="tertiary" disabled={sharing} onClick={() => dismiss()} data-testid="milestone-dismiss">
          {t('offer.notNow')}
        </Button>
      </div>
    </FloatingCard>
  );
}
