export { TabTeaserPage } from './ui/TabTeaserPage';
export type { TeaserTab } from './ui/TabTeaserPage';
