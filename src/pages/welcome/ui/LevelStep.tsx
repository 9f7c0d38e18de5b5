import { Button, Footnote, Text, Title } from '@vkontakte/vkui';
import { Icon28ChevronRightOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { onboardingFinished } from '../../../features/onboarding';
import { $isRejecting, rejectClicked, startOnOpenRequested } from '../../../entities/level-test';
import { navigationRequested } from '../../../shared/navigation';
import styles from './WelcomePage.module.css';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/onboarding';

const ENTRIES = [
  { id: 'easy', route: pathFor('test-easy'), levels: 'A1' },
  { id: 'medium', route: pathFor('test-medium'), levels: 'B1' },
  { id: 'hard', route: pathFor('test-hard'), levels: 'C1' },
] as const;

/** The last step: the level test at one of its three entries, or the cards at A1 straight away. */
export function LevelStep() {
  const { t } = useTranslation('onboarding');
  const [finish, navigate, reject, starting, startOnOpen] = useUnit([onboardingFinished, navigationRequested, rejectClicked, $isRejecting, startOnOpenRequested]);
  return (
    <>
      <Title level="1" className={styles.title}>
        {t('level.title')}
      </Title>
      <Text className={styles.lead}>{t('level.text')}</Text>
      <div className={styles.choices}>
        {ENTRIES.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className={styles.choice}
            onClick={() => {
              // The tour is over once the test begins: coming back to the feed must not start it again.
              finish();
              // The level question is answered here: the test starts on arrival, not at its intro (issue 18).
              startOnOpen();
              navigate({ to: entry.route, replace: true });
            }}
            data-testid={`onboarding-test-${entry.id}`}
          >
            <span className={styles.levelBadge} data-level={entry.levels}>
              {entry.levels}
            </span>
            <span className={styles.choiceMain}>
              <span className={styles.choiceTitle}>{t(`level.${entry.id}.title`)}</span>
              <span className={styles.choiceText}>{t(`level.${entry.id}.text`)}</span>
            </span>
            <Icon28ChevronRightOutline className={styles.chevron} aria-hidden />
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        <Button size="l" mode="secondary" stretched loading={starting} onClick={() => reject('a1')} data-testid="onboarding-start-a1">
          {t('level.skip')}
        </Button>
        <Footnote className={styles.hint}>{t('level.skipHint')}</Footnote>
      </div>
    </>
  );
}
