import { Button, Text, Title } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $pickedGoal, DAILY_GOALS, DEFAULT_DAILY_GOAL, goalPicked } from '../../../features/onboarding';
import styles from './WelcomePage.module.css';
import '../../../shared/i18n/lazy/onboarding';

/** Duolingo's goal picker, in training answers a day (docs/decisions/0044): the goal is what the progress page counts today's answers against. */
export function GoalStep({ onNext }: { onNext(): void }) {
  const { t } = useTranslation('onboarding');
  const [picked, pick] = useUnit([$pickedGoal, goalPicked]);
  return (
    <>
      <Title level="1" className={styles.title}>
        {t('goal.title')}
      </Title>
      <Text className={styles.lead}>{t('goal.text')}</Text>
      <div className={styles.choices} role="radiogroup" aria-label={t('goal.title')}>
        {DAILY_GOALS.map((goal) => (
          <button
            key={goal}
            type="button"
            role="radio"
            aria-checked={picked === goal}
            className={styles.choice}
            onClick={() => pick(goal)}
            data-testid="onboarding-goal"
            data-goal={goal}
          >
            <span className={styles.choiceMain}>
              <span className={styles.choiceTitle}>
                {t(`goal.options.${goal}.title`)}
                {goal === DEFAULT_DAILY_GOAL ? <span className={styles.badge}>{t('goal.recommended')}</span> : null}
              </span>
              <span className={styles.choiceText}>{t(`goal.options.${goal}.text`)}</span>
            </span>
            <span className={styles.radio} aria-hidden />
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button size="l" stretched onClick={onNext} data-testid="onboarding-next">
          {t('next')}
        </Button>
      </div>
    </>
  );
}
