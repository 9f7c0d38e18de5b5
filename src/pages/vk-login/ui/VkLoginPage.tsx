import { useEffect } from 'react';
import { Button, ButtonGroup, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56ErrorTriangleOutline, Icon56LogoVk } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isVkLoggingIn, $vkLoginError, vkLoginRequested } from '../../../entities/session';
import { $user } from '../../../entities/user';
import type { ApiError } from '../../../shared/api';
import { useFailureText } from '../../../shared/form';
import { navigationRequested } from '../../../shared/navigation';
import { $isVk } from '../../../shared/platform';
import { PageHeader, Spinner } from '../../../shared/ui';
import styles from './VkLoginPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

type VkErrorKey = 'vk-sign' | 'vk-stale' | 'vk-app' | 'unavailable';

function vkErrorKey(error: ApiError): VkErrorKey | null {
  if (error.kind !== 'http') return null;
  if (error.code === 'vk-sign' || error.code === 'vk-stale' || error.code === 'vk-app') return error.code;
  if (error.status === 503) return 'unavailable';
  return null;
}

/**
 * `/vk`: inside VK it logs in by itself with the launch params (POST auth/vk) and shows progress, or the reason it
 * failed with a retry; the visitor guard then moves the logged-in user on. On the web it explains what it is for.
 */
export function VkLoginPage({ nav }: { nav: string }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const [isVk, user, pending, error, login, navigate] = useUnit([$isVk, $user, $isVkLoggingIn, $vkLoginError, vkLoginRequested, navigationRequested]);
  useEffect(() => {
    if (isVk && !user && !error) login();
    // Only on arrival: a failure waits for the retry button.
  }, [isVk]);
  const failure = useFailureText(error);

  let body;
  if (!isVk) {
    body = (
      <Placeholder
        icon={<Icon56LogoVk className={styles.vk} />}
        title={t('vk.webTitle')}
        action={
          <Button size="l" onClick={() => navigate({ to: pathFor('auth-login'), replace: true })} data-testid="vk-to-login">
            {t('vk.toLogin')}
          </Button>
        }
        data-testid="vk-web"
      >
        {t('vk.webText')}
      </Placeholder>
    );
  } else if (error && !pending) {
    const key = vkErrorKey(error);
    body = (
      <Placeholder
        icon={<Icon56ErrorTriangleOutline className={styles.negative} />}
        title={t('vk.failedTitle')}
        action={
          <ButtonGroup mode="vertical" align="center" gap="m">
            <Button size="l" onClick={() => login()} data-testid="vk-retry">
              {t('common:actions.retry')}
            </Button>
            <Button size="l" mode="secondary" onClick={() => navigate({ to: pathFor('main'), replace: true })}>
              {t('common:actions.goHome')}
            </Button>
          </ButtonGroup>
        }
        data-testid="vk-error"
      >
        {key ? t(`vk.errors.${key}`) : failure}
      </Placeholder>
    );
  } else {
    body = (
      <Placeholder icon={<Spinner size="l" />} title={t('vk.progressTitle')} data-testid="vk-progress">
        {t('vk.progressText')}
      </Placeholder>
    );
  }

  return (
    <Panel nav={nav} data-testid="vk-login-panel">
      <PageHeader backTo={isVk ? undefined : pathFor('main')}>{t('vk.title')}</PageHeader>
      <Group>{body}</Group>
    </Panel>
  );
}
