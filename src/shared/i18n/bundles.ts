import i18next from 'i18next';

type Bundle = Record<string, unknown>;
const waiting: Array<{ ns: string; en: Bundle; ru: Bundle }> = [];

/**
 * Strings of screens that are not part of the first one travel in those screens' chunks: each chunk registers its
 * namespace when it loads (a side-effect import of `shared/i18n/lazy/<ns>`), before any of its components renders.
 * Registered before i18next is initialised (tests, early imports), they wait and are added at init.
 */
export function registerBundle(ns: string, en: Bundle, ru: Bundle): void {
  if (!i18next.isInitialized) {
    waiting.push({ ns, en, ru });
    return;
  }
  i18next.addResourceBundle('en', ns, en, true, false);
  i18next.addResourceBundle('ru', ns, ru, true, false);
}

/** Called by initI18n once i18next exists. */
export function addWaitingBundles(): void {
  for (const { ns, en, ru } of waiting.splice(0)) {
    i18next.addResourceBundle('en', ns, en, true, false);
    i18next.addResourceBundle('ru', ns, ru, true, false);
  }
}
