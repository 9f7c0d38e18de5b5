import { Footnote, Separator } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import { OAuthButtons, useOAuthProviders } from './OAuthButtons';
import styles from './OAuthAlternative.module.css';
import '../../../shared/i18n/lazy/auth';

/** "— or —" under an e-mail form, then the provider buttons: the same on login and register; nothing when none is configured. */
export function OAuthAlternative() {
  const { t } = useTranslation('auth');
  const providers = useOAuthProviders();
  if (providers.length === 0) return null;
  return (
    <>
      <div className={styles.or}>
        <Separator />
        <Footnote className={styles.orText}>{t('or')}</Footnote>
        <Separator />
      </div>
      <div className={styles.buttons}>
        <OAuthButtons providers={providers} />
      </div>
    </>
  );
}
