export {
  bindNavigator,
  routeChanged,
  navigationRequested,
  backRequested,
  navigateFx,
  backFx,
  $history,
  $currentRoute,
  $previousRoute,
  rememberIntendedRoute,
  peekIntendedRoute,
  takeIntendedRoute,
} from './model';
export type { Navigator } from './model';
export { applyRouteChange, previousOf, currentOf, EMPTY_HISTORY } from './history';
export type { RouteChange, RouteLocation, HistoryAction, HistoryState } from './history';
