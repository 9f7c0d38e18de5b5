/** Build-time facts. Only this file reads import.meta.env and the injected globals. */
export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_HASH: string = __BUILD_HASH__;
export const IS_PROD: boolean = import.meta.env.PROD;
/** The VK hosting build (`npm run build:vk`): served from a static CDN folder, always inside VK. */
export const IS_VK_BUILD: boolean = __VK_BUILD__;
/** Folder the app is served from: '/' on the web, './' on VK hosting. */
export const BASE_URL: string = import.meta.env.BASE_URL;
/** The advertising goal counter's id (Yandex Metrika); empty = no counter. */
export const GOAL_COUNTER_ID: string = import.meta.env.VITE_GOAL_COUNTER_ID ?? '';

/**
 * Origin of the API. On the web the server serves the client, so it is our own origin; on VK hosting the client
 * lives on a VK CDN and VITE_API_URL points at our server. Absolute so that Request() works in every runtime.
 */
export function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return window.location.origin;
}
