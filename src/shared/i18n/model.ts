import { createEffect, createEvent, createStore, sample } from 'effector';
import { saveLocale, type Locale } from '../storage/prefs';
import { i18next } from './init';
import { loadLanguage } from './languages';

export const localeChosen = createEvent<Locale>();
export const localeInitialized = createEvent<Locale>();

/** The switch waits for the new language's shell strings (a chunk of its own): nothing renders a missing key. */
export const changeLocaleFx = createEffect(async (locale: Locale) => {
  await loadLanguage(locale);
  saveLocale(locale);
  await i18next.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return locale;
});

export const $locale = createStore<Locale>('en')
  .on(localeInitialized, (_, l) => l)
  .on(changeLocaleFx.doneData, (_, l) => l);

sample({ clock: localeChosen, source: $locale, filter: (current, next) => current !== next, fn: (_, next) => next, target: changeLocaleFx });
