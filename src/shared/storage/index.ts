export { STORAGE_KEYS, SESSION_KEYS, KEY_DB } from './keys';
export { readItem, writeItem, removeItem } from './local';
export {
  LOCALES,
  isLocale,
  isColorSchemeChoice,
  loadLocale,
  saveLocale,
  loadColorScheme,
  saveColorScheme,
  loadInstallPrompt,
  saveInstallPrompt,
  loadPushTokenUpdatedAt,
  savePushTokenUpdatedAt,
  loadMiniAppPromptAt,
  saveMiniAppPromptAt,
} from './prefs';
export type { Locale, ColorSchemeChoice, InstallPromptState } from './prefs';
export { createSecureStore, indexedDbKeyStore } from './secure';
export type { KeyStore, SecureStore, SecureStoreOptions } from './secure';
