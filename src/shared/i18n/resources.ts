import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enNav from './locales/en/nav.json';
import enValidation from './locales/en/validation.json';
import ruCommon from './locales/ru/common.json';
import ruErrors from './locales/ru/errors.json';
import ruNav from './locales/ru/nav.json';
import ruValidation from './locales/ru/validation.json';
import type enAuth from './locales/en/auth.json';
import type enOnboarding from './locales/en/onboarding.json';
import type enPages from './locales/en/pages.json';
import type enFeed from './locales/en/feed.json';
import type enCards from './locales/en/cards.json';
import type enGame from './locales/en/game.json';
import type enLearning from './locales/en/learning.json';
import type enLevelTest from './locales/en/levelTest.json';
import type enProfile from './locales/en/profile.json';
import type enProgress from './locales/en/progress.json';
import type enSettings from './locales/en/settings.json';

export const NAMESPACES = ['common', 'nav', 'errors', 'validation', 'pages', 'settings', 'auth', 'profile', 'feed', 'learning', 'progress', 'onboarding', 'levelTest', 'game', 'cards'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell needs, both languages (a language switch must not wait for a request). The other namespaces, the
 * feed's and the tour's too, come with the chunks of their screens (`lazy/<ns>.ts`, registered on load).
 */
export const resources = {
  en: { common: enCommon, nav: enNav, errors: enErrors, validation: enValidation },
  ru: { common: ruCommon, nav: ruNav, errors: ruErrors, validation: ruValidation },
} as const;

/** Every namespace's English strings, as types only: `tsc` checks keys of lazy namespaces too. */
export type EnglishResources = (typeof resources)['en'] & {
  feed: typeof enFeed;
  pages: typeof enPages;
  onboarding: typeof enOnboarding;
  auth: typeof enAuth;
  profile: typeof enProfile;
  settings: typeof enSettings;
  learning: typeof enLearning;
  progress: typeof enProgress;
  levelTest: typeof enLevelTest;
  game: typeof enGame;
  cards: typeof enCards;
};

export const FALLBACK_LOCALE = 'en';
