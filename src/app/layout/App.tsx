import { useEffect, useState } from 'react';
import {
  Epic,
  Group,
  Panel,
  PanelHeader,
  SimpleCell,
  SplitCol,
  Tabbar,
  TabbarItem,
  View,
  ViewWidth,
  usePlatform,
  useAdaptivityWithJSMediaQueries,
} from '@vkontakte/vkui';
import { useActiveVkuiLocation, useGetPanelForView, useRouteNavigator } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isSessionKnown } from '../../entities/session';
import { $currentRoute, backRequested } from '../../shared/navigation';
import { SESSION_WAIT_MAX_MS } from '../../shared/config';
import { Toaster } from '../../shared/toasts';
import { ConnectionStatus } from '../../features/realtime-sync';
import { InstallOffer } from '../../features/install-app';
import { MilestoneOffer } from '../../features/share-milestone';
import { $guardDecision } from '../router/model';
import { RoutePanel } from '../router/pages';
import { ROUTES, routeByName, VIEWS, type RouteName, type ViewId } from '../../shared/config';
import { hidePreloader } from '../preloader';
import { PRERENDER_ROUTE, releasePrerender } from '../../shared/lib';
import { DESKTOP_NAV, TABS, isNavItemSelected, type NavItem } from './nav-items';
import { AppFrame } from './AppFrame';
import { ProgressBar } from './ProgressBar';
import { SideExtras } from './SideExtras';
import styles from './App.module.css';
import { pathFor } from '../../shared/config';

const FIRST_PANEL: Record<ViewId, RouteName> = { feed: 'main', learning: 'learning', progress: 'progress', profile: 'profile', misc: 'not-found' };

function StoryView({ id, active, activePanel, history }: { id: ViewId; active: boolean; activePanel?: string; history: string[] }) {
  const back = useUnit(backRequested);
  const remembered = useGetPanelForView(id);
  return (
    <View
      nav={id}
      activePanel={(active ? activePanel : remembered) ?? FIRST_PANEL[id]}
      history={active ? history : undefined}
      onSwipeBack={() => back(pathFor('main'))}
    >
      {ROUTES.filter((r) => r.view === id).map((r) => (
        <RoutePanel key={r.name} nav={r.name} />
      ))}
    </View>
  );
}

/**
 * The preloader goes once routing has decided, after the session check (or after a cap, if the API is slow). The
 * tour's prerender (index.html) stays until the tour replaces it, or goes once another screen is allowed.
 */
function usePreloaderRelease(panel: string | undefined) {
  const [known, decision] = useUnit([$isSessionKnown, $guardDecision]);
  const [capped, setCapped] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCapped(true), SESSION_WAIT_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (capped || (known && decision.type === 'allow')) hidePreloader();
    if (known && decision.type === 'allow' && panel !== PRERENDER_ROUTE) releasePrerender();
  }, [capped, known, decision.type, panel]);
}

export function App() {
  const { t } = useTranslation('nav');
  const { t: tc } = useTranslation();
  const { view, panel, panelsHistory } = useActiveVkuiLocation();
  const { viewWidth } = useAdaptivityWithJSMediaQueries();
  const platform = usePlatform();
  const routeNavigator = useRouteNavigator();
  usePreloaderRelease(panel);

  const activeView = (view as ViewId | undefined) ?? 'feed';
  const isDesktop = viewWidth >= ViewWidth.SMALL_TABLET;
  const bare = Boolean(routeByName(panel)?.bare);
  const current = useUnit($currentRoute);
  const go = (item: NavItem) => {
    if (current?.pathname === item.path && !current.search) return;
    void routeNavigator.push(item.path);
  };

  const epic = (
    <Epic
      activeStory={activeView}
      tabbar={
        !isDesktop &&
        !bare && (
          <Tabbar data-testid="tabbar">
            {TABS.map((item) => {
              const selected = isNavItemSelected(item, view, panel, TABS);
              return (
                <TabbarItem
                  key={item.id}
                  selected={selected}
                  label={t(item.id)}
                  onClick={() => go(item)}
                  aria-current={selected ? 'page' : undefined}
                  data-testid={`tab-${item.id}`}
                  data-selected={selected}
                >
                  {item.icon}
                </TabbarItem>
              );
            })}
          </Tabbar>
        )
      }
    >
      {VIEWS.map((id) => (
        <StoryView key={id} id={id} active={id === activeView} activePanel={panel} history={panelsHistory} />
      ))}
    </Epic>
  );

  const showHeader = platform !== 'vkcom';

  return (
    <>
      <ProgressBar />
      <ConnectionStatus />
      <InstallOffer />
      <MilestoneOffer />
      <AppFrame
        isDesktop={isDesktop}
        showHeader={showHeader}
        side={
          isDesktop && !bare ? (
            <SplitCol fixed width={280} maxWidth={280} minWidth={280} className={styles.navCol}>
              <Panel>
                {showHeader ? <PanelHeader /> : null}
                <div className={styles.brand}>
                  <span className={styles.logo} aria-hidden>
                    S
                  </span>
                  <span>
                    <span className={styles.brandName}>{tc('appName')}</span>
                    <span className={styles.tagline}>{tc('tagline')}</span>
                  </span>
                </div>
                <Group role="navigation" aria-label={t('navigation')} data-testid="desktop-nav">
                  {DESKTOP_NAV.map((item) => {
                    const selected = isNavItemSelected(item, view, panel, DESKTOP_NAV);
                    return (
                      // SimpleCell, not Cell: Cell adds dragging and removing, which pull list code into the entry.
                      <SimpleCell
                        key={item.id}
                        before={item.icon}
                        onClick={() => go(item)}
                        className={selected ? styles.selected : undefined}
                        aria-current={selected ? 'page' : undefined}
                        data-testid={`tab-${item.id}`}
                        data-selected={selected}
                      >
                        {t(item.id)}
                      </SimpleCell>
                    );
                  })}
                </Group>
                <SideExtras current={current?.pathname} onGo={(path) => void routeNavigator.push(path)} />
              </Panel>
            </SplitCol>
          ) : null
        }
      >
        {epic}
      </AppFrame>
      <Toaster offsetY={isDesktop ? undefined : 'calc(48px + env(safe-area-inset-bottom, 0px))'} />
    </>
  );
}
