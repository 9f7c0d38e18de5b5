import type { Locale } from '../storage/prefs';
import { addBundle } from './bundles';
import { shellStrings, type ShellStrings } from './shell-chunks';

const loaded = new Map<Locale, Promise<void>>();

/** Registers a language's shell strings with i18next (or until it is initialised). */
export function registerLanguage(locale: Locale, strings: ShellStrings): void {
  for (const [ns, bundle] of Object.entries(strings)) addBundle(locale, ns, bundle);
  loaded.set(locale, Promise.resolve());
}

/**
 * The shell's strings of `locale`, fetched once: the start waits for the current language before i18next is set up
 * (the entry started its chunk beside the shell), a language switch for the new one before anything re-renders in it
 * — so nothing ever renders a missing key. A failed fetch is forgotten, so the next switch tries again.
 */
export function loadLanguage(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = shellStrings[locale]().then(
      (module) => registerLanguage(locale, module.default),
      (error: unknown) => {
        loaded.delete(locale);
        throw error;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}
