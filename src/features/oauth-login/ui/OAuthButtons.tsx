import { Button, ButtonGroup } from '@vkontakte/vkui';
import { Icon24LogoVk } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { oauthRedirectUrl, type OAuthProvider } from '../../../shared/api';
import { assignLocation } from '../../../shared/lib/location';
import { peekIntendedRoute } from '../../../shared/navigation';
import styles from './OAuthButtons.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** Yandex has no icon in @vkontakte/icons: its red "Я" mark, drawn inline. */
export function YandexIcon({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#FC3F1D" />
      <path
        fill="#fff"
        d="M13.32 7.666h-.924c-1.694 0-2.585.858-2.585 2.123 0 1.43.616 2.1 1.881 2.959l1.045.704-3.003 4.487H7.49l2.695-4.014c-1.55-1.111-2.42-2.19-2.42-4.015 0-2.288 1.595-3.85 4.62-3.85h3.003v11.868H13.32V7.666z"
      />
    </svg>
  );
}

/** Where the browser goes: the server's redirect endpoint, which keeps state + PKCE and answers 302 to the provider. */
export function startOAuth(provider: OAuthProvider, returnTo: string | null = peekIntendedRoute()): void {
  assignLocation(oauthRedirectUrl(provider, { mode: 'login', returnTo: returnTo ?? pathFor('main') }));
}

/** "Log in with VK ID" and "Log in with Yandex": full-page navigations to /api/v1/auth/{provider}/redirect. */
export function OAuthButtons() {
  const { t } = useTranslation('auth');
  return (
    <ButtonGroup mode="vertical" stretched gap="m" className={styles.group}>
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
      <Button size="l" mode="secondary" stretched before={<YandexIcon />} onClick={() => startOAuth('yandex')} data-testid="login-yandex">
        {t('oauth.yandex')}
      </Button>
    </ButtonGroup>
  );
}
