export { FeedPage } from './ui/FeedPage';
export { FeedCollectionPage } from './ui/FeedCollectionPage';
