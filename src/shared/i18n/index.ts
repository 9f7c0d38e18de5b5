export { initI18n, currentLocale, t, i18next } from './init';
export { detectLocale, browserLanguages } from './detect';
export type { LocaleSources } from './detect';
export { $locale, localeChosen, localeInitialized, changeLocaleFx } from './model';
export { NAMESPACES, SHELL_NAMESPACES, FALLBACK_LOCALE } from './resources';
export { loadLanguage, registerLanguage } from './languages';
