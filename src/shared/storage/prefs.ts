import { STORAGE_KEYS } from './keys';
import { readItem, writeItem, removeItem } from './local';

export type Locale = 'en' | 'ru';
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

export const LOCALES: readonly Locale[] = ['ru', 'en'];

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ru';
}

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function loadLocale(): Locale | null {
  const v = readItem(STORAGE_KEYS.locale);
  return isLocale(v) ? v : null;
}

export function saveLocale(locale: Locale): void {
  writeItem(STORAGE_KEYS.locale, locale);
}

export function loadColorScheme(): ColorSchemeChoice {
  const v = readItem(STORAGE_KEYS.colorScheme);
  return isColorSchemeChoice(v) ? v : 'system';
}

export function saveColorScheme(choice: ColorSchemeChoice): void {
  writeItem(STORAGE_KEYS.colorScheme, choice);
}

export interface InstallPromptState {
  /** How many times the install prompt was shown (spec: starts at 0). */
  count: number;
  /** Date string (Date#toString) after which the prompt may be offered again. */
  nextAt: string;
}

/** Seeds the spec's defaults on first run: appInstallPrompt = 0, appInstallPromptNextAt = now. */
export function loadInstallPrompt(now: Date = new Date()): InstallPromptState {
  const rawCount = readItem(STORAGE_KEYS.appInstallPrompt);
  const rawNext = readItem(STORAGE_KEYS.appInstallPromptNextAt);
  const count = rawCount !== null && Number.isFinite(Number(rawCount)) ? Number(rawCount) : 0;
  const nextAt = rawNext && !Number.isNaN(Date.parse(rawNext)) ? rawNext : now.toString();
  if (rawCount === null) writeItem(STORAGE_KEYS.appInstallPrompt, String(count));
  if (rawNext !== nextAt) writeItem(STORAGE_KEYS.appInstallPromptNextAt, nextAt);
  return { count, nextAt };
}

export function saveInstallPrompt(state: InstallPromptState): void {
  writeItem(STORAGE_KEYS.appInstallPrompt, String(state.count));
  writeItem(STORAGE_KEYS.appInstallPromptNextAt, state.nextAt);
}

function readTimestamp(key: string): number | null {
  const v = readItem(key);
  if (v === null) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Unix ms of the last successful push-token upload; null = never sent or marked unsent. */
export function loadPushTokenUpdatedAt(): number | null {
  return readTimestamp(STORAGE_KEYS.pushTokenUpdatedAt);
}

export function savePushTokenUpdatedAt(at: number | null): void {
  if (at === null) removeItem(STORAGE_KEYS.pushTokenUpdatedAt);
  else writeItem(STORAGE_KEYS.pushTokenUpdatedAt, String(at));
}

/** Unix ms of the last VK mini-app notification prompt. */
export function loadMiniAppPromptAt(): number | null {
  return readTimestamp(STORAGE_KEYS.miniAppNotificationPromptAt);
}

export function saveMiniAppPromptAt(at: number): void {
  writeItem(STORAGE_KEYS.miniAppNotificationPromptAt, String(at));
}
