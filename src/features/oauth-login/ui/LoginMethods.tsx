import { useTranslation } from 'react-i18next';
import { useOAuthProviders } from './OAuthButtons';
import '../../../shared/i18n/lazy/auth';

/**
 * "with e-mail and password, with VK ID or with Yandex ID": the ways to log in that the login page offers on this
 * server (providers that are not configured are left out), for a sentence that invites to log in.
 */
export function useLoginMethods(): string {
  const { t, i18n } = useTranslation('auth');
  const providers = useOAuthProviders();
  const methods = [t('methods.email'), ...providers.map((p) => t(`methods.${p}`))];
  return new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(methods);
}
