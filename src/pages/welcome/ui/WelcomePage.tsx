import { useLayoutEffect } from 'react';
import { Panel, PanelHeaderButton } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { onboardingFinished } from '../../../features/onboarding';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { releasePrerender } from '../../../shared/lib';
import { GoalStep } from './GoalStep';
import { IntroStep } from './IntroStep';
import { LevelStep } from './LevelStep';
import styles from './WelcomePage.module.css';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/onboarding';

const STEPS = ['welcome', 'welcome2', 'welcome3'] as const;
type Step = (typeof STEPS)[number];
const stepOf = (nav: string): Step => (STEPS as readonly string[]).includes(nav) ? (nav as Step) : 'welcome';

/**
 * The first-run tour (issue 7): what the app does, a daily goal, then the level test or "start at A1". Shown once
 * (the guard sends a new visitor here from the feed); every step can be skipped straight to the cards.
 */
export function WelcomePage({ nav }: { nav: string }) {
  const { t } = useTranslation('onboarding');
  const [finish, navigate] = useUnit([onboardingFinished, navigationRequested]);
  const step = stepOf(nav);
  const index = STEPS.indexOf(step);
  const skip = () => {
    finish();
    navigate({ to: pathFor('main'), replace: true });
  };
  const next = () => navigate({ to: `/${STEPS[index + 1]}` });
  // The step index.html painted before the app arrived is this one, now rendered under it: swapped in the same
  // frame, before the browser paints (a layout effect), so the visitor sees no change.
  useLayoutEffect(releasePrerender, []);

  return (
    <Panel nav={nav} data-testid={`onboarding-${step}`}>
      <PageHeader
        backTo={index > 0 ? `/${STEPS[index - 1]}` : undefined}
        after={
          index < STEPS.length - 1 ? (
            <PanelHeaderButton onClick={skip} data-testid="onboarding-skip">
              {t('skip')}
            </PanelHeaderButton>
          ) : undefined
        }
      >
        <span className={styles.dots} role="img" aria-label={t('step', { current: index + 1, total: STEPS.length })}>
          {STEPS.map((s, i) => (
            <span key={s} className={i === index ? styles.dotActive : i < index ? styles.dotDone : styles.dot} />
          ))}
        </span>
      </PageHeader>
      <div className={styles.body}>
        {step === 'welcome' ? <IntroStep onNext={next} /> : null}
        {step === 'welcome2' ? <GoalStep onNext={next} /> : null}
        {step === 'welcome3' ? <LevelStep /> : null}
      </div>
    </Panel>
  );
}
