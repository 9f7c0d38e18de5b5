import { Suspense, type ComponentType } from 'react';
import { Panel, PanelHeader } from '@vkontakte/vkui';
import { PanelSpinner } from '../../shared/ui';
import { useActiveVkuiLocation } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { ErrorPage } from '../../pages/error';
import { ShowCardPage } from '../../pages/show-card';
import { lazyPage } from '../../shared/lib/lazy-page';
import { $guardDecision } from './model';
import { $user } from '../../entities/user';
import type { TeaserTab } from '../../pages/tab-teaser';
import { routeByName, type RouteName } from '../../shared/config';
import { loadFeedCollectionPage, loadFeedPage, loadWelcomePage } from './route-chunks';

type PageComponent = ComponentType<{ nav: string }>;

// Screens a first visit rarely needs: each is its own chunk, fetched when opened (architecture §2).
// Accounts, settings, profile and the one-time tour: not needed to show the first cards.
const SettingsPage = lazyPage(() => import('../../pages/settings').then((m) => m.SettingsPage));
const WelcomePage = lazyPage(loadWelcomePage);
// The feed stack too: the entry fetches it beside the shell when it is the first screen (./route-chunks).
const FeedPage = lazyPage(loadFeedPage);
const FeedCollectionPage = lazyPage(loadFeedCollectionPage);
const NotFoundPage = lazyPage(() => import('../../pages/not-found').then((m) => m.NotFoundPage));
const TabTeaserPage = lazyPage(() => import('../../pages/tab-teaser').then((m) => m.TabTeaserPage));
const ProfilePage = lazyPage(() => import('../../pages/profile').then((m) => m.ProfilePage));
const RegisterPage = lazyPage(() => import('../../pages/auth-register').then((m) => m.RegisterPage));
const LoginPage = lazyPage(() => import('../../pages/auth-login').then((m) => m.LoginPage));
const VkLoginPage = lazyPage(() => import('../../pages/vk-login').then((m) => m.VkLoginPage));
const EmailVerificationPage = lazyPage(() => import('../../pages/auth-email-verification').then((m) => m.EmailVerificationPage));
const EmailVerifiedPage = lazyPage(() => import('../../pages/auth-email-verified').then((m) => m.EmailVerifiedPage));
const ForgotPasswordPage = lazyPage(() => import('../../pages/auth-forgot-password').then((m) => m.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('../../pages/auth-reset-password').then((m) => m.ResetPasswordPage));
const OAuthLoggedInPage = lazyPage(() => import('../../pages/oauth-logged-in').then((m) => m.OAuthLoggedInPage));
const LevelTestPage = lazyPage(() => import('../../pages/level-test').then((m) => m.LevelTestPage));
const GameMatchPage = lazyPage(() => import('../../pages/game-match').then((m) => m.GameMatchPage));
const CardEditorPage = lazyPage(() => import('../../pages/card-editor').then((m) => m.CardEditorPage));
const LegalPage = lazyPage(() => import('../../pages/legal').then((m) => m.LegalPage));
const AdminWordsPage = lazyPage(() => import('../../pages/admin-words').then((m) => m.AdminWordsPage));
const AdminCardsPage = lazyPage(() => import('../../pages/admin-cards').then((m) => m.AdminCardsPage));
const AdminReportsPage = lazyPage(() => import('../../pages/admin-reports').then((m) => m.AdminReportsPage));
const AdminCardPage = lazyPage(() => import('../../pages/admin-card').then((m) => m.AdminCardPage));
const AdminFortunesPage = lazyPage(() => import('../../pages/admin-fortunes').then((m) => m.AdminFortunesPage));
const AdminStatsPage = lazyPage(() => import('../../pages/admin-stats').then((m) => m.AdminStatsPage));
const BotPage = lazyPage(() => import('../../pages/bot').then((m) => m.BotPage));
const LearningPage = lazyPage(() => import('../../pages/learning').then((m) => m.LearningPage));
const TrainingPage = lazyPage(() => import('../../pages/training').then((m) => m.TrainingPage));
const ProgressPage = lazyPage(() => import('../../pages/progress').then((m) => m.ProgressPage));
const FriendsPage = lazyPage(() => import('../../pages/friends').then((m) => m.FriendsPage));
const InvitePage = lazyPage(() => import('../../pages/invite').then((m) => m.InvitePage));

/**
 * A visitor who has not been through the tour on this device is sent to it once the session check answers (guards:
 * main → welcome unless a signed-in user has a daily goal). Fetching its chunk at start, beside that check, takes
 * the chunk off the new visitor's way to the first screen. A failure is left to the lazy page's own handling.
 */
export function preloadWelcome(): void {
  loadWelcomePage().catch(() => undefined);
}

/** Route name → screen. `satisfies` makes a route without a screen (or a stray screen) a type error. */
export const PAGES = {
  main: FeedPage,
  selection: FeedPage,
  feed: FeedCollectionPage,
  'show-card': ShowCardPage,
  settings: SettingsPage,
  welcome: WelcomePage,
  welcome2: WelcomePage,
  welcome3: WelcomePage,
  learning: LearningPage,
  training: TrainingPage,
  progress: ProgressPage,
  friends: FriendsPage,
  invite: InvitePage,
  profile: ProfilePage,
  'test-hard': LevelTestPage,
  'test-easy': LevelTestPage,
  'test-medium': LevelTestPage,
  'game-match': GameMatchPage,
  'new-card': CardEditorPage,
  'edit-card': CardEditorPage,
  'auth-register': RegisterPage,
  'auth-login': LoginPage,
  'vk-login': VkLoginPage,
  'auth-email-verification': EmailVerificationPage,
  'auth-email-verified': EmailVerifiedPage,
  'auth-fogot-password': ForgotPasswordPage,
  'auth-reset-password': ResetPasswordPage,
  'oauth-logged-in': OAuthLoggedInPage,
  'user-agreement': LegalPage,
  privacy: LegalPage,
  'privacy-agreement': LegalPage,
  'admin-words': AdminWordsPage,
  'admin-cards': AdminCardsPage,
  'admin-reports': AdminReportsPage,
  'admin-card': AdminCardPage,
  'admin-fortunes': AdminFortunesPage,
  'admin-stats': AdminStatsPage,
  bot: BotPage,
  error: ErrorPage,
  'not-found': NotFoundPage,
} satisfies Record<RouteName, PageComponent>;

function LoadingPanel({ nav }: { nav: string }) {
  return (
    <Panel nav={nav} data-testid="panel-loading">
      <PanelHeader />
      <PanelSpinner size="l" />
    </Panel>
  );
}

/**
 * One VKUI panel slot. While the guard has not allowed the current location (session still loading, redirect under
 * way) a spinner stands in, so a protected screen never flashes for someone who may not see it.
 */
export function RoutePanel({ nav }: { nav: RouteName }) {
  const [decision, user] = useUnit([$guardDecision, $user]);
  const { panel } = useActiveVkuiLocation();
  const Page: PageComponent = PAGES[nav];
  if (panel === nav && decision.type !== 'allow') return <LoadingPanel nav={nav} />;
  // The guard lets a visitor without a user into a teaser tab only to be told what it holds (the page itself needs one).
  if (!user && routeByName(nav)?.teaser) {
    return (
      <Suspense fallback={<LoadingPanel nav={nav} />}>
        <TabTeaserPage nav={nav} tab={nav as TeaserTab} />
      </Suspense>
    );
  }
  if (routeByName(nav)?.lazy) {
    return (
      <Suspense fallback={<LoadingPanel nav={nav} />}>
        <Page nav={nav} />
      </Suspense>
    );
  }
  return <Page nav={nav} />;
}
