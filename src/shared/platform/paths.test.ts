import { describe, expect, it } from 'vitest';
import { appearanceFromConfig } from './bridge';
import { loginPath, mayRegisterServiceWorker, routerKind, unauthorizedPath, usesBridgeRouting, versionReloadUrl } from './paths';
import { resolveAppearance, vkuiPlatform, isNativeWebView } from './vkui';
import { hasVkLaunchParams } from './launch';

describe('platform decisions', () => {
  it('sends login-required visitors to /vk inside VK and /login on the web', () => {
    expect(loginPath('vk')).toBe('/vk');
    expect(loginPath('web')).toBe('/login');
  });

  it('leaves for the root on 401 on the web, for the VK entry page inside VK', () => {
    expect(unauthorizedPath('web')).toBe('/');
    expect(unauthorizedPath('vk')).toBe('/vk');
  });

  it('uses the hash router and bridge routing inside VK only, and no service worker there', () => {
    expect(routerKind('vk')).toBe('hash');
    expect(routerKind('web')).toBe('browser');
    expect(usesBridgeRouting('vk')).toBe(true);
    expect(usesBridgeRouting('web')).toBe(false);
    expect(mayRegisterServiceWorker('vk')).toBe(false);
    expect(mayRegisterServiceWorker('web')).toBe(true);
  });

  it('reloads at /?version= on the web', () => {
    expect(versionReloadUrl('web', '2.3.0')).toBe('/?version=2.3.0');
  });

  it('maps vk_platform to the VKUI look', () => {
    expect(vkuiPlatform('vk', { vk_platform: 'desktop_web' }, false)).toBe('vkcom');
    expect(vkuiPlatform('vk', { vk_platform: 'mobile_iphone' }, true)).toBe('ios');
    expect(vkuiPlatform('vk', { vk_platform: 'mobile_ipad' }, true)).toBe('ios');
    expect(vkuiPlatform('vk', { vk_platform: 'mobile_android' }, true)).toBe('android');
    expect(vkuiPlatform('vk', { vk_platform: 'mobile_web' }, false)).toBe('android');
    expect(vkuiPlatform('web', null, true)).toBe('vkcom');
    expect(vkuiPlatform('web', null, false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(vkuiPlatform('web', null, false, 'Mozilla/5.0 (Linux; Android 14)')).toBe('android');
    expect(isNativeWebView('vk', { vk_platform: 'mobile_iphone' })).toBe(true);
    expect(isNativeWebView('vk', { vk_platform: 'mobile_web' })).toBe(false);
    expect(isNativeWebView('web', null)).toBe(false);
  });

  it('resolves the colour scheme: explicit choice, else VK appearance inside VK, else the OS', () => {
    expect(resolveAppearance('dark', 'vk', 'light', false)).toBe('dark');
    expect(resolveAppearance('system', 'vk', 'dark', false)).toBe('dark');
    expect(resolveAppearance('system', 'vk', null, true)).toBe('dark');
    expect(resolveAppearance('system', 'web', 'dark', false)).toBe('light');
    expect(resolveAppearance('system', 'web', null, true)).toBe('dark');
  });

  it('reads VK appearance like vk-bridge-react does', () => {
    expect(appearanceFromConfig({ appearance: 'dark' })).toBe('dark');
    expect(appearanceFromConfig({ scheme: 'space_gray' })).toBe('dark');
    expect(appearanceFromConfig({ scheme: 'vkcom_dark' })).toBe('dark');
    expect(appearanceFromConfig({ scheme: 'bright_light' })).toBe('light');
    expect(appearanceFromConfig({})).toBeNull();
  });

  it('needs both vk_app_id and sign to suspect a VK launch', () => {
    expect(hasVkLaunchParams('?vk_app_id=1&sign=abc')).toBe(true);
    expect(hasVkLaunchParams('?vk_app_id=1')).toBe(false);
    expect(hasVkLaunchParams('')).toBe(false);
  });
});
