import { useEffect, type ReactNode } from 'react';
import { Button, Footnote, SimpleCell } from '@vkontakte/vkui';
import { Icon28LogoVkColor } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { oauthRedirectUrl, type IdentityProvider, type OAuthProvider } from '../../../shared/api';
import { useFailureText } from '../../../shared/form';
import { assignLocation } from '../../../shared/lib/location';
import { YandexIcon, Spinner } from '../../../shared/ui';
import { $identities, $identitiesLoading, $unlinkError, $unlinking, identitiesRequested, unlinkClicked } from '../model';
import styles from './LinkedAccounts.module.css';
import '../../../shared/i18n/lazy/profile';
import { pathFor } from '../../../shared/config';

const PROVIDERS: { id: IdentityProvider; oauth: OAuthProvider; icon: ReactNode }[] = [
  { id: 'vk', oauth: 'vkid', icon: <Icon28LogoVkColor /> },
  { id: 'yandex', oauth: 'yandex', icon: <YandexIcon size={28} /> },
];

/** VK and Yandex accounts of a full user: link (OAuth with mode=link, back to /profile) or unlink. */
export function LinkedAccounts() {
  const { t } = useTranslation('profile');
  const [data, loading, unlinking, unlinkError, load, unlink] = useUnit([
    $identities,
    $identitiesLoading,
    $unlinking,
    $unlinkError,
    identitiesRequested,
    unlinkClicked,
  ]);
  useEffect(() => {
    load();
  }, [load]);
  const failureText = useFailureText(unlinkError?.error.kind === 'http' && unlinkError.error.status === 412 ? null : (unlinkError?.error ?? null));
  const errorText =
    unlinkError?.error.kind === 'http' && unlinkError.error.code === 'last-login-method' ? t('accounts.lastMethod') : failureText;

  if (!data && loading) return <Spinner size="m" className={styles.spinner} />;
  return (
    <div data-testid="linked-accounts">
      {PROVIDERS.map((provider) => {
        const identity = data?.identities.find((i) => i.provider === provider.id);
        const label = t(`accounts.${provider.id}`);
        return (
          <div key={provider.id}>
            <SimpleCell
              before={provider.icon}
              multiline
              subtitle={identity ? [identity.name, identity.email].filter(Boolean).join(' · ') || t('accounts.linked') : t('accounts.notLinked')}
              after={
                identity ? (
                  <Button
                    size="s"
                    mode="secondary"
                    appearance="negative"
                    loading={unlinking === provider.id}
                    onClick={() => unlink(provider.id)}
                    data-testid={`unlink-${provider.id}`}
                  >
                    {t('accounts.unlink')}
                  </Button>
                ) : (
                  <Button
                    size="s"
                    mode="secondary"
                    onClick={() => assignLocation(oauthRedirectUrl(provider.oauth, { mode: 'link', returnTo: pathFor('profile') }))}
                    data-testid={`link-${provider.id}`}
                  >
                    {t('accounts.link')}
                  </Button>
                )
              }
              data-testid={`account-${provider.id}`}
              data-linked={Boolean(identity)}
            >
              {label}
            </SimpleCell>
            {unlinkError?.provider === provider.id && errorText ? (
              <Footnote className={styles.error} role="alert" data-testid="unlink-error">
                {errorText}
              </Footnote>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
