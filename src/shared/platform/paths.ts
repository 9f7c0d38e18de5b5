import { BASE_URL, IS_VK_BUILD } from '../config/env';
import { rawLaunchSearch } from './launch';
import type { Platform } from './types';
import { pathFor } from '../config/routes';

/** Where a login-required route sends an anonymous visitor (spec §2). */
export function loginPath(platform: Platform): string {
  return platform === 'vk' ? pathFor('vk-login') : pathFor('auth-login');
}

/** Where a 401 sends the user: the root on the web; inside VK the platform's entry (login) page. */
export function unauthorizedPath(platform: Platform): string {
  return platform === 'vk' ? pathFor('vk-login') : pathFor('main');
}

/**
 * VK hosting is static with no history fallback and VK owns the address bar, so the hash router is used there, and
 * always in the VK hosting build (opened from its CDN address outside the VK frame, it still has no fallback).
 */
export function routerKind(platform: Platform): 'hash' | 'browser' {
  return platform === 'vk' || IS_VK_BUILD ? 'hash' : 'browser';
}

/** The router syncs VK's address bar through the bridge only inside VK; on the web those sends would hang. */
export function usesBridgeRouting(platform: Platform): boolean {
  return platform === 'vk';
}

/** A cached shell fights VK hosting updates and iframes are storage-partitioned: no service worker inside VK. */
export function mayRegisterServiceWorker(platform: Platform): boolean {
  return platform === 'web' && !IS_VK_BUILD;
}

function rootPath(): string {
  try {
    return new URL(BASE_URL, window.location.href).pathname;
  } catch {
    return '/';
  }
}

/**
 * URL of the app's start page for a full reload. Inside VK it keeps the signed launch query, otherwise the reloaded
 * app could not prove it runs in VK.
 */
export function appRootUrl(platform: Platform): string {
  if (platform === 'vk') return `${window.location.pathname}${rawLaunchSearch}`;
  return rootPath();
}

/** Reload target after a 426: `/?version=<lastVersion>` on the web, the same query inside the hash on VK. */
export function versionReloadUrl(platform: Platform, lastVersion: string): string {
  const query = `?version=${encodeURIComponent(lastVersion)}`;
  if (platform === 'vk') return `${window.location.pathname}${rawLaunchSearch}#/${query}`;
  return `${rootPath()}${query}`;
}
