import i18next from 'i18next';
import type { Locale } from '../storage/prefs';

type Bundle = Record<string, unknown>;
const waiting: Array<{ lng: Locale; ns: string; bundle: Bundle }> = [];

/** Adds one namespace of one language now, or at init when i18next does not exist yet (tests, early imports). */
export function addBundle(lng: Locale, ns: string, bundle: Bundle): void {
  if (!i18next.isInitialized) {
    waiting.push({ lng, ns, bundle });
    return;
  }
  i18next.addResourceBundle(lng, ns, bundle, true, false);
}

/**
 * Strings of screens that are not part of the first one travel in those screens' chunks: each chunk registers its
 * namespace when it loads (a side-effect import of `shared/i18n/lazy/<ns>`), before any of its components renders.
 */
export function registerBundle(ns: string, en: Bundle, ru: Bundle): void {
  addBundle('en', ns, en);
  addBundle('ru', ns, ru);
}

/** Called by initI18n once i18next exists. */
export function addWaitingBundles(): void {
  for (const { lng, ns, bundle } of waiting.splice(0)) i18next.addResourceBundle(lng, ns, bundle, true, false);
}
