import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enNav from './locales/en/nav.json';
import enPages from './locales/en/pages.json';
import enSettings from './locales/en/settings.json';
import enValidation from './locales/en/validation.json';
import ruCommon from './locales/ru/common.json';
import ruErrors from './locales/ru/errors.json';
import ruNav from './locales/ru/nav.json';
import ruPages from './locales/ru/pages.json';
import ruSettings from './locales/ru/settings.json';
import ruValidation from './locales/ru/validation.json';

export const NAMESPACES = ['common', 'nav', 'errors', 'validation', 'pages', 'settings'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Both languages are bundled: together they weigh a few KiB, less than one extra request on a slow network. */
export const resources = {
  en: {
    common: enCommon,
    nav: enNav,
    errors: enErrors,
    validation: enValidation,
    pages: enPages,
    settings: enSettings,
  },
  ru: {
    common: ruCommon,
    nav: ruNav,
    errors: ruErrors,
    validation: ruValidation,
    pages: ruPages,
    settings: ruSettings,
  },
} as const;

export const FALLBACK_LOCALE = 'en';
