import { useEffect, useMemo } from 'react';
import { Button, ButtonGroup, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline, Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { useParams, useSearchParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EMAIL_VERIFIED_POINTS } from '../../../shared/config';
import { useFailureText } from '../../../shared/form';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader, Spinner } from '../../../shared/ui';
import { $linkState, isLinkRejected, linkOpened, retryClicked } from '../model';
import styles from './EmailVerifiedPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** Posts the link's id, hash, expires and signature to `email/verify` and says how it went. */
export function EmailVerifiedPage({ nav }: { nav: string }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const params = useParams<'id' | 'hash'>({ panel: nav });
  const [search] = useSearchParams();
  const [state, open, retry, navigate] = useUnit([$linkState, linkOpened, retryClicked, navigationRequested]);
  const input = useMemo(
    () => ({ id: params?.id ?? '', hash: params?.hash ?? '', expires: search.get('expires') ?? '', signature: search.get('signature') ?? '' }),
    [params?.id, params?.hash, search],
  );
  const complete = Boolean(input.id && input.hash && input.expires && input.signature);
  useEffect(() => {
    if (complete) open(input);
  }, [complete, input, open]);
  const failure = useFailureText(state.status === 'error' ? state.error : null);

  let body;
  if (!complete || (state.status === 'error' && isLinkRejected(state.error))) {
    body = (
      <Placeholder
        icon={<Icon56ErrorTriangleOutline className={styles.negative} />}
        title={t('verified.failedTitle')}
        action={
          <ButtonGroup mode="vertical" align="center" gap="m">
            <Button size="l" onClick={() => navigate({ to: pathFor('settings'), replace: true })} data-testid="verified-to-settings">
              {t('verified.toSettings')}
            </Button>
            <Button size="l" mode="secondary" onClick={() => navigate({ to: pathFor('auth-email-verification'), replace: true })}>
              {t('verified.enterCode')}
            </Button>
          </ButtonGroup>
        }
        data-testid="verified-error"
      >
        {t('errors:verifiedPage')}
      </Placeholder>
    );
  } else if (state.status === 'error') {
    body = (
      <Placeholder
        icon={<Icon56ErrorTriangleOutline className={styles.negative} />}
        title={t('verified.errorTitle')}
        action={
          <Button size="l" onClick={() => retry(input)} data-testid="verified-retry">
            {t('common:actions.retry')}
          </Button>
        }
        data-testid="verified-failure"
      >
        {failure}
      </Placeholder>
    );
  } else if (state.status === 'done') {
    body = (
      <Placeholder
        icon={<Icon56CheckCircleOutline className={styles.positive} />}
        title={state.alreadyVerified ? t('verified.alreadyTitle') : t('verified.doneTitle')}
        action={
          <ButtonGroup mode="vertical" align="center" gap="m">
            <Button size="l" onClick={() => navigate({ to: pathFor('profile'), replace: true })} data-testid="verified-to-profile">
              {t('verified.toProfile')}
            </Button>
            <Button size="l" mode="secondary" onClick={() => navigate({ to: pathFor('main'), replace: true })}>
              {t('common:actions.goHome')}
            </Button>
          </ButtonGroup>
        }
        data-testid="verified-done"
        data-already={state.alreadyVerified}
      >
        {state.alreadyVerified ? t('verified.alreadyText') : t('verified.doneText', { count: EMAIL_VERIFIED_POINTS })}
      </Placeholder>
    );
  } else {
    body = (
      <Placeholder icon={<Spinner size="l" />} title={t('verified.checking')} data-testid="verified-pending">
        {t('verified.checkingText')}
      </Placeholder>
    );
  }

  return (
    <Panel nav={nav} data-testid="email-verified-panel" data-status={state.status}>
      <PageHeader backTo={pathFor('main')}>{t('verified.title')}</PageHeader>
      <Group>{body}</Group>
    </Panel>
  );
}
