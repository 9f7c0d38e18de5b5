import { createElement } from 'react';
import { lazyPage } from '../../app/router/lazy';
import { LazyPanel } from './ui/LazyPanel';

export { FeedPage } from './ui/FeedPage';

// Collections are a second screen: their grid is its own chunk, so the first screen (the stack) stays light.
const CollectionImpl = lazyPage(() => import('./ui/FeedCollectionPage').then((m) => m.FeedCollectionPage));
export function FeedCollectionPage({ nav }: { nav: string }) {
  return createElement(LazyPanel, { nav, component: CollectionImpl });
}
