import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './keys';
import {
  loadColorScheme,
  loadInstallPrompt,
  loadLocale,
  loadMiniAppPromptAt,
  loadPushTokenUpdatedAt,
  saveColorScheme,
  saveLocale,
  saveMiniAppPromptAt,
  savePushTokenUpdatedAt,
} from './prefs';

describe('preferences in localStorage', () => {
  it('stores the locale and ignores garbage', () => {
    expect(loadLocale()).toBeNull();
    saveLocale('ru');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ru');
    expect(loadLocale()).toBe('ru');
    localStorage.setItem(STORAGE_KEYS.locale, 'de');
    expect(loadLocale()).toBeNull();
  });

  it('stores the colour scheme, defaulting to system', () => {
    expect(loadColorScheme()).toBe('system');
    saveColorScheme('dark');
    expect(loadColorScheme()).toBe('dark');
  });

  it('seeds appInstallPrompt = 0 and appInstallPromptNextAt = the current date string', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(loadInstallPrompt(now)).toEqual({ count: 0, nextAt: now.toString() });
    expect(localStorage.getItem('appInstallPrompt')).toBe('0');
    expect(localStorage.getItem('appInstallPromptNextAt')).toBe(now.toString());
    expect(loadInstallPrompt(new Date('2030-01-01')).nextAt).toBe(now.toString());
  });

  it('keeps the push-token and mini-app prompt timestamps', () => {
    expect(loadPushTokenUpdatedAt()).toBeNull();
    savePushTokenUpdatedAt(1700000000000);
    expect(loadPushTokenUpdatedAt()).toBe(1700000000000);
    savePushTokenUpdatedAt(null);
    expect(loadPushTokenUpdatedAt()).toBeNull();
    saveMiniAppPromptAt(42);
    expect(loadMiniAppPromptAt()).toBe(42);
  });
});
