import type { ReactNode } from 'react';
import {
  Icon28EducationOutline,
  Icon28NewsfeedOutline,
  Icon28SettingsOutline,
  Icon28StatisticsOutline,
  Icon28UserCircleOutline,
} from '@vkontakte/icons';
import type { ViewId } from '../../shared/config';
import { pathFor } from '../../shared/config';

export type NavItemId = 'feed' | 'learning' | 'progress' | 'profile' | 'settings';

export interface NavItem {
  id: NavItemId;
  path: string;
  /** The Epic story this item selects. */
  view: ViewId;
  /** Route names that highlight this item (settings lives in the profile view but has its own desktop item). */
  routes?: readonly string[];
  icon: ReactNode;
}

/** The phone tab bar: feed, learning, progress, profile (issue 2 §4). */
export const TABS: readonly NavItem[] = [
  { id: 'feed', path: pathFor('main'), view: 'feed', icon: <Icon28NewsfeedOutline /> },
  { id: 'learning', path: pathFor('learning'), view: 'learning', icon: <Icon28EducationOutline /> },
  { id: 'progress', path: pathFor('progress'), view: 'progress', icon: <Icon28StatisticsOutline /> },
  { id: 'profile', path: pathFor('profile'), view: 'profile', icon: <Icon28UserCircleOutline /> },
];

/** The desktop side menu: the same four plus settings. */
export const DESKTOP_NAV: readonly NavItem[] = [
  ...TABS,
  { id: 'settings', path: pathFor('settings'), view: 'profile', routes: ['settings'], icon: <Icon28SettingsOutline /> },
];

export function isNavItemSelected(item: NavItem, view: string | undefined, panel: string | undefined, items: readonly NavItem[]): boolean {
  // An item with explicit routes owns those panels; the others own their view minus those panels.
  if (item.routes) return panel !== undefined && item.routes.includes(panel);
  const claimed = items.some((other) => other !== item && other.routes?.includes(panel ?? ''));
  return view === item.view && !claimed;
}
