import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../storage/prefs';
import { addWaitingBundles } from './bundles';
import { FALLBACK_LOCALE, NAMESPACES } from './resources';

let initialized = false;

/**
 * Synchronous, once `locale`'s shell strings are registered (the start awaits `loadLanguage`, tests register both
 * languages): a lazy screen's strings arrive with its chunk, before it renders.
 */
export function initI18n(locale: Locale): i18n {
  if (initialized) {
    if (i18next.language !== locale) void i18next.changeLanguage(locale);
    return i18next;
  }
  initialized = true;
  void i18next.use(initReactI18next).init({
    // Strings are added as their chunks arrive (./bundles.ts); an empty set, not a backend: nothing is fetched by i18next.
    resources: {},
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['en', 'ru'],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  addWaitingBundles();
  return i18next;
}

export function currentLocale(): Locale {
  return i18next.language === 'ru' ? 'ru' : 'en';
}

/** For code outside React (API client, global handlers): translate with the active language. */
export const t = i18next.t.bind(i18next) as typeof i18next.t;

export { i18next };
