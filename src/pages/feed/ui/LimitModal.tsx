import { Button, ButtonGroup, ModalCard } from '@vkontakte/vkui';
import { Icon56RecentOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $feedRules } from '../../../entities/feed';
import { $block, blockDismissed } from '../../../features/know-or-learn';
import styles from './FeedModals.module.css';
import '../../../shared/i18n/lazy/feed';

/** too-more-today / too-more-total: why "Learn" is refused now, and the way out (the learning section). */
export function LimitModal({ onLearning }: { onLearning(): void }) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  const [block, rules, dismiss] = useUnit([$block, $feedRules, blockDismissed]);
  const code = block === 'too-more-today' || block === 'too-more-total' ? block : null;
  // A refusal follows a feed answer, which stated the limits; without them the sheet keeps its title and way out.
  const max = rules ? (code === 'too-more-today' ? rules.repeat : rules.total) : null;
  return (
    <ModalCard dismissLabel={tc('actions.close')}
      open={code !== null}
      onClose={() => dismiss()}
      data-testid="feed-limit"
      data-code={code ?? ''}
      icon={
        <span className={styles.roundIcon} data-tone="warm">
          <Icon56RecentOutline width={44} height={44} />
        </span>
      }
      title={code ? t(`limits.${code}.title`) : ''}
      description={code && max !== null ? t(`limits.${code}.text`, { max }) : ''}
      actions={
        <ButtonGroup mode="vertical" stretched gap="m">
          <Button
            size="l"
            mode="primary"
            stretched
            onClick={() => {
              dismiss();
              onLearning();
            }}
          >
            {t('actions.toLearning')}
          </Button>
          <Button size="l" mode="secondary" stretched onClick={() => dismiss()}>
            {t('actions.ok')}
          </Button>
        </ButtonGroup>
      }
    />
  );
}
