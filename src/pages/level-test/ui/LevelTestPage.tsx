import { useEffect } from 'react';
import { Button, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isGuestStarting } from '../../../entities/session';
import { $user } from '../../../entities/user';
import {
  $item,
  $phase,
  $result,
  $testProgress,
  continueClicked,
  levelTestOpened,
  $resumeError,
  retakeClicked,
  retryClicked,
} from '../../../entities/level-test';
import { startAsGuestClicked } from '../../../features/start-as-guest';
import { LoadFailed, PageHeader, Spinner } from '../../../shared/ui';
import { entryOfRoute } from '../lib/levels';
import { LevelTestIntro } from './LevelTestIntro';
import { LevelTestQuestion } from './LevelTestQuestion';
import { LevelTestResult } from './LevelTestResult';
import styles from './LevelTest.module.css';
import '../../../shared/i18n/lazy/levelTest';
import { pathFor } from '../../../shared/config';

/** Spec §2 test-easy / test-medium / test-hard: the adaptive CEFR placement test; the route picks the entry. */
export function LevelTestPage({ nav }: { nav: string }) {
  const { t } = useTranslation('levelTest');
  const { t: tc } = useTranslation();
  const [phase, item, progress, result, user, guestStarting] = useUnit([$phase, $item, $testProgress, $result, $user, $isGuestStarting]);
  const on = useUnit({ levelTestOpened, continueClicked, retakeClicked, retryClicked, startAsGuestClicked });
  const offline = useUnit($resumeError)?.kind === 'offline';

  useEffect(() => {
    on.levelTestOpened(entryOfRoute(nav));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nav]);

  const onContinue = () => {
    // The server attaches the visitor's pending result to the new guest account, points included.
    if (!user) on.startAsGuestClicked();
    on.continueClicked();
  };

  let body;
  if (phase === 'question' && item && progress) {
    body = <LevelTestQuestion key={item.id} item={item} progress={progress} />;
  } else if (phase === 'result' && result) {
    body = <LevelTestResult result={result} signedIn={user !== null} continuing={guestStarting} onContinue={onContinue} onRetake={on.retakeClicked} />;
  } else if (phase === 'intro') {
    body = <LevelTestIntro />;
  } else if (phase === 'failed') {
    body = (
      <LoadFailed
        icon={<Icon56ErrorTriangleOutline />}
        title={t('failed.title')}
        onRetry={() => on.retryClicked()}
        retryTestId="level-test-retry"
        testId="level-test-failed"
      >
        {offline ? t('failed.offline') : t('failed.other')}
      </LoadFailed>
    );
  } else {
    body = (
      <Placeholder icon={<Spinner size="xl" />} data-testid="level-test-loading">
        {t('loading')}
      </Placeholder>
    );
  }

  return (
    <Panel nav={nav} data-testid="level-test-panel" data-phase={phase}>
      <PageHeader backTo={pathFor('main')}>{t('title')}</PageHeader>
      <Group>
        <div className={styles.page}>{body}</div>
      </Group>
    </Panel>
  );
}
