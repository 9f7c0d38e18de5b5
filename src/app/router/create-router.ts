import { createBrowserRouter, createHashRouter } from '@vkontakte/vk-mini-apps-router';
import { routerKind, type Platform } from '../../shared/platform';
import { routerRoutes } from '../../shared/config';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Created only after the platform is known: the hash router inside VK, the browser router on the web. */
export function createAppRouter(platform: Platform): AppRouter {
  const routes = routerRoutes();
  return routerKind(platform) === 'hash' ? createHashRouter(routes) : createBrowserRouter(routes);
}
