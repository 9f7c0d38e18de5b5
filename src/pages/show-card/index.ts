import { createElement } from 'react';
import { lazyPage } from '../../app/router/lazy';
import { LazyPanel } from '../feed/ui/LazyPanel';

// Opened from a collection or a shared link: its own chunk.
const ShowCardImpl = lazyPage(() => import('./ui/ShowCardPage').then((m) => m.ShowCardPage));
export function ShowCardPage({ nav }: { nav: string }) {
  return createElement(LazyPanel, { nav, component: ShowCardImpl });
}
