import { useEffect } from 'react';
import { Button, ButtonGroup, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56ErrorTriangleOutline } from '@vkontakte/icons';
import { useSearchParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isFullUser } from '../../../entities/user';
import { safeReturnPath } from '../../../shared/api';
import { navigationRequested, rememberIntendedRoute } from '../../../shared/navigation';
import { PageHeader, Spinner } from '../../../shared/ui';
import { $landingState, oauthErrorCode, oauthReturned } from '../model';
import styles from './OAuthLoggedInPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** `/oauth-logged-in?return=…&error=…`: where VK ID and Yandex ID logins (and account links) come back. */
export function OAuthLoggedInPage({ nav }: { nav: string }) {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const [search] = useSearchParams();
  const [state, fullUser, returned, navigate] = useUnit([$landingState, $isFullUser, oauthReturned, navigationRequested]);
  const error = oauthErrorCode(search.get('error'));
  const returnTo = safeReturnPath(search.get('return'));
  useEffect(() => {
    if (!error) returned({ returnTo });
  }, [error, returnTo, returned]);

  const retry = () => {
    // Linking starts from the profile; a failed login goes back to the login page, keeping where the user was going.
    if (fullUser) {
      navigate({ to: returnTo, replace: true });
      return;
    }
    if (returnTo !== pathFor('main')) rememberIntendedRoute(returnTo);
    navigate({ to: pathFor('auth-login'), replace: true });
  };

  if (error || state === 'no-user' || state === 'failed') {
    const code = error ?? (state === 'failed' ? 'network' : 'provider');
    return (
      <Panel nav={nav} data-testid="oauth-panel" data-error={code}>
        <PageHeader backTo={pathFor('main')}>{t('oauth.title')}</PageHeader>
        <Group>
          <Placeholder
            icon={<Icon56ErrorTriangleOutline className={styles.negative} />}
            title={t('oauth.failedTitle')}
            action={
              <ButtonGroup mode="vertical" align="center" gap="m">
                <Button size="l" onClick={state === 'failed' ? () => returned({ returnTo }) : retry} data-testid="oauth-retry">
                  {t('common:actions.retry')}
                </Button>
                <Button size="l" mode="secondary" onClick={() => navigate({ to: pathFor('main'), replace: true })}>
                  {t('common:actions.goHome')}
                </Button>
              </ButtonGroup>
            }
            data-testid="oauth-error"
          >
            {t(`oauth.errors.${code}`)}
          </Placeholder>
        </Group>
      </Panel>
    );
  }

  return (
    <Panel nav={nav} data-testid="oauth-panel">
      <PageHeader>{t('oauth.title')}</PageHeader>
      <Group>
        <Placeholder icon={<Spinner size="l" />} title={t('oauth.finishing')} data-testid="oauth-loading">
          {t('oauth.finishingText')}
        </Placeholder>
      </Group>
    </Panel>
  );
}
