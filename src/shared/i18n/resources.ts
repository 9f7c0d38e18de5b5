import type enShell from './shell/en';
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
import type enFriends from './locales/en/friends.json';
import type enSpeech from './locales/en/speech.json';
import type enAdminWords from './locales/en/adminWords.json';
import type enFortune from './locales/en/fortune.json';
import type enAdminFortunes from './locales/en/adminFortunes.json';
import type enAdminStats from './locales/en/adminStats.json';
import type enTyping from './locales/en/typing.json';
import type enReports from './locales/en/reports.json';
import type enA11y from './locales/en/a11y.json';
import type enStories from './locales/en/stories.json';

export const NAMESPACES = ['common', 'nav', 'errors', 'validation', 'pages', 'settings', 'auth', 'profile', 'feed', 'learning', 'progress', 'onboarding', 'levelTest', 'game', 'cards', 'friends', 'speech', 'adminWords', 'fortune', 'adminFortunes', 'adminStats', 'typing', 'reports', 'a11y', 'stories'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What the shell needs; each language is a chunk of its own (`shell/<locale>.ts`, loaded by ./languages.ts: the
 * current one at start, the other when the learner switches). The other namespaces, the feed's and the tour's too,
 * come with the chunks of their screens (`lazy/<ns>.ts`, registered on load).
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'errors', 'validation'] as const;

/** Every namespace's English strings, as types only: `tsc` checks keys of lazy namespaces too. */
export type EnglishResources = typeof enShell & {
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
  friends: typeof enFriends;
  speech: typeof enSpeech;
  adminWords: typeof enAdminWords;
  fortune: typeof enFortune;
  adminFortunes: typeof enAdminFortunes;
  adminStats: typeof enAdminStats;
  typing: typeof enTyping;
  reports: typeof enReports;
  a11y: typeof enA11y;
  stories: typeof enStories;
};

export const FALLBACK_LOCALE = 'en';
