import { lazyPage } from '../../shared/lib/lazy-page';

export { FeedPage } from './ui/FeedPage';

// Collections are a second screen: their grid is its own chunk, so the first screen (the stack) stays light.
// The route table marks `feed` lazy, so the route panel shows the spinner while it loads.
export const FeedCollectionPage = lazyPage(() => import('./ui/FeedCollectionPage').then((m) => m.FeedCollectionPage));
