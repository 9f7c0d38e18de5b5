import { useState } from 'react';
import { Button, Div, ModalPage, ModalPageHeader, Text, Title } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { TOUR_STEPS, type TourStep } from '../lib/tour';
import styles from './SelectionTour.module.css';
import '../../../shared/i18n/lazy/learning';

function Illustration({ step }: { step: TourStep }) {
  const { t } = useTranslation('learning');
  return (
    <div className={styles.stage} data-step={step} aria-hidden>
      <div className={styles.ghost} />
      <div className={styles.card}>
        <div className={styles.photo} />
        <div className={styles.lineWide} />
        <div className={styles.line} />
      </div>
      {step === 'right' ? <span className={styles.pill} data-kind="know">{t('training.know')} →</span> : null}
      {step === 'left' ? <span className={styles.pill} data-kind="learn">← {t('stages.learning')}</span> : null}
      {step === 'limits' ? (
        <div className={styles.meters}>
          <span style={{ width: '70%' }} />
          <span style={{ width: '40%' }} />
        </div>
      ) : null}
      {step === 'train' ? (
        <div className={styles.trainPills}>
          <span className={styles.pill} data-kind="learn">←</span>
          <span className={styles.pill} data-kind="know">→</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The selection tour (spec §2): how today's new cards are picked in the feed — swipes, moves and limits — and then
 * training. Shown once; the learning page can open it again.
 */
export function SelectionTour({
  open,
  onClose,
  onFeed,
  onTraining,
  limits,
}: {
  open: boolean;
  onClose(): void;
  onFeed(): void;
  onTraining(): void;
  /** The server's numbers (learning stats); null while they load, when the limits step speaks without them. */
  limits: { moves: number; repeat: number; total: number } | null;
}) {
  const { t } = useTranslation('learning');
  const { t: tc } = useTranslation();
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index]!;
  const last = index === TOUR_STEPS.length - 1;
  const close = () => {
    onClose();
    setIndex(0);
  };
  return (
    <ModalPage modalDismissButtonLabel={tc('actions.close')}
      open={open}
      onClose={close}
      size={480}
      dynamicContentHeight
      data-testid="learning-tour"
      data-step={step}
      header={<ModalPageHeader>{t('tour.step', { n: index + 1, total: TOUR_STEPS.length })}</ModalPageHeader>}
    >
      <Illustration step={step} />
      <Div className={styles.text}>
        <Title level="2" Component="h2">
          {t(`tour.steps.${step}.title`)}
        </Title>
        <Text className={styles.body}>{step === 'limits' && !limits ? t('tour.steps.limits.textPlain') : t(`tour.steps.${step}.text`, limits ?? {})}</Text>
      </Div>
      <div className={styles.dots} role="tablist" aria-label={t('tour.step', { n: index + 1, total: TOUR_STEPS.length })}>
        {TOUR_STEPS.map((s, i) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={i === index}
            aria-label={t('tour.step', { n: i + 1, total: TOUR_STEPS.length })}
            className={styles.dot}
            data-active={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
      <Div className={styles.actions}>
        {last ? (
          <>
            <Button size="l" stretched onClick={() => { close(); onFeed(); }} data-testid="tour-feed">
              {t('tour.toFeed')}
            </Button>
            <Button size="l" mode="secondary" stretched onClick={() => { close(); onTraining(); }} data-testid="tour-training">
              {t('tour.toTraining')}
            </Button>
          </>
        ) : (
          <div className={styles.row}>
            {index > 0 ? (
              <Button size="l" mode="secondary" onClick={() => setIndex(index - 1)} data-testid="tour-back">
                {t('tour.back')}
              </Button>
            ) : (
              <Button size="l" mode="tertiary" onClick={close} data-testid="tour-skip">
                {t('tour.skip')}
              </Button>
            )}
            <Button size="l" stretched onClick={() => setIndex(index + 1)} data-testid="tour-next">
              {t('tour.next')}
            </Button>
          </div>
        )}
      </Div>
    </ModalPage>
  );
}
