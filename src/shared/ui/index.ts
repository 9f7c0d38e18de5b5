export { ComingSoonPanel } from './ComingSoonPanel';
export type { ComingSoonPanelProps } from './ComingSoonPanel';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { RouteLink } from './RouteLink';
export { AuthIntro } from './AuthIntro';
export { StatusPlaceholder } from './StatusPlaceholder';
export type { StatusPlaceholderProps } from './StatusPlaceholder';
export { YandexIcon } from './YandexIcon';
