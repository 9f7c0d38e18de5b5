import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enFeed from './locales/en/feed.json';
import enLearning from './locales/en/learning.json';
import enNav from './locales/en/nav.json';
import enPages from './locales/en/pages.json';
import enProfile from './locales/en/profile.json';
import enProgress from './locales/en/progress.json';
import enSettings from './locales/en/settings.json';
import enValidation from './locales/en/validation.json';
import enOnboarding from './locales/en/onboarding.json';
import enLevelTest from './locales/en/levelTest.json';
import enGame from './locales/en/game.json';
import ruAuth from './locales/ru/auth.json';
import ruCommon from './locales/ru/common.json';
import ruErrors from './locales/ru/errors.json';
import ruFeed from './locales/ru/feed.json';
import ruLearning from './locales/ru/learning.json';
import ruNav from './locales/ru/nav.json';
import ruPages from './locales/ru/pages.json';
import ruProfile from './locales/ru/profile.json';
import ruProgress from './locales/ru/progress.json';
import ruSettings from './locales/ru/settings.json';
import ruValidation from './locales/ru/validation.json';
import ruOnboarding from './locales/ru/onboarding.json';
import ruLevelTest from './locales/ru/levelTest.json';
import ruGame from './locales/ru/game.json';

export const NAMESPACES = ['common', 'nav', 'errors', 'validation', 'pages', 'settings', 'auth', 'profile', 'feed', 'learning', 'progress', 'onboarding', 'levelTest', 'game'] as const;
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
    feed: enFeed,
    auth: enAuth,
    profile: enProfile,
    learning: enLearning,
    progress: enProgress,
    onboarding: enOnboarding,
    levelTest: enLevelTest,
    game: enGame,
  },
  ru: {
    common: ruCommon,
    nav: ruNav,
    errors: ruErrors,
    validation: ruValidation,
    pages: ruPages,
    settings: ruSettings,
    feed: ruFeed,
    auth: ruAuth,
    profile: ruProfile,
    learning: ruLearning,
    progress: ruProgress,
    onboarding: ruOnboarding,
    levelTest: ruLevelTest,
    game: ruGame,
  },
} as const;

export const FALLBACK_LOCALE = 'en';
