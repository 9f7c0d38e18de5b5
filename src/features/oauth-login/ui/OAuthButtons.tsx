import { useEffect } from 'react';
import { Button, ButtonGroup } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { Icon24LogoVk } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { oauthRedirectUrl, type OAuthProvider } from '../../../shared/api';
import { $oauthProviders, providersNeeded } from '../model/providers';
import { assignLocation } from '../../../shared/lib/location';
import { peekIntendedRoute } from '../../../shared/navigation';
import { YandexIcon } from '../../../shared/ui';
import styles from './OAuthButtons.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** Where the browser goes: the server's redirect endpoint, which keeps state + PKCE and answers 302 to the provider. */
export function startOAuth(provider: OAuthProvider, returnTo: string | null = peekIntendedRoute()): void {
  assignLocation(oauthRedirectUrl(provider, { mode: 'login', returnTo: returnTo ?? pathFor('main') }));
}

/** The configured providers, loaded once per app start. */
export function useOAuthProviders() {
  const [providers, needed] = useUnit([$oauthProviders, providersNeeded]);
  useEffect(() => needed(), [needed]);
  return providers ?? [];
}

/** "Log in with VK ID" and "Log in with Yandex" (those configured): full-page navigations to /api/v1/auth/{provider}/redirect. */
export function OAuthButtons({ providers }: { providers: OAuthProvider[] }) {
  const { t } = useTranslation('auth');
  return (
    <ButtonGroup mode="vertical" stretched gap="m" className={styles.group}>
      {providers.includes('vkid') && (
        <Button
          size="l"
          mode="secondary"
          stretched
          before={<Icon24LogoVk className={styles.vk} />}
          onClick={() => startOAuth('vkid')}
          data-testid="login-vkid"
        >
          {t('oauth.vkid')}
        </Button>
      )}
      {providers.includes('yandex') && (
        <Button size="l" mode="secondary" stretched before={<YandexIcon />} onClick={() => startOAuth('yandex')} data-testid="login-yandex">
          {t('oauth.yandex')}
        </Button>
      )}
    </ButtonGroup>
  );
}
