import type { Locale } from '../storage/prefs';
import type en from './shell/en';

export type ShellStrings = typeof en;

/**
 * The shell's strings of each language, one chunk each (~3 KiB gzip): the shell carries neither, and a learner
 * downloads the other language only when switching to it. No i18next here: the entry (app/main.tsx) starts the likely
 * language's chunk beside the shell before any of the app is evaluated, and a module's import() is fetched once.
 */
export const shellStrings: Record<Locale, () => Promise<{ default: ShellStrings }>> = {
  en: () => import('./shell/en'),
  ru: () => import('./shell/ru'),
};
