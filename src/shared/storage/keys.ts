/**
 * Every key the client writes to localStorage (spec §3). Names without the `slovo.` prefix are the spec's own
 * names and are kept verbatim. Documented in docs/client.md — change both together.
 */
export const STORAGE_KEYS = {
  /** AES-GCM ciphertext of the user store; the key lives in IndexedDB (see secure.ts). */
  user: 'slovo.user',
  /** AES-GCM ciphertext of the VK bearer token and the vk_user_id it was issued for (same key as the user store). */
  authToken: 'slovo.authToken',
  locale: 'slovo.locale',
  colorScheme: 'slovo.colorScheme',
  appInstallPrompt: 'appInstallPrompt',
  appInstallPromptNextAt: 'appInstallPromptNextAt',
  pushTokenUpdatedAt: 'slovo.pushTokenUpdatedAt',
  miniAppNotificationPromptAt: 'slovo.miniAppNotificationPromptAt',
  /** 'done' once this browser has been through (or skipped) the first-run tour. */
  onboarding: 'slovo.onboarding',
  /** The daily goal picked in the tour before there was a user to save it on; sent once a session exists. */
  pendingDailyGoal: 'slovo.pendingDailyGoal',
  /** Feed decisions made offline, JSON [{id, userId, decision, card}], sent when the network returns. */
  pendingDecisions: 'slovo.pendingDecisions',
  /** '1' once this browser has reported the 'first training finished' goal to the counter. */
  firstTrainingGoal: 'slovo.firstTrainingGoal',
  /** Pronunciation settings, JSON {autoplay, slower, accent: 'uk' | 'us'} (shared/speech/prefs.ts). */
  speech: 'slovo.speech',
} as const;

/** sessionStorage: the route a visitor wanted before being sent to log in. */
export const SESSION_KEYS = {
  intendedRoute: 'slovo.intendedRoute',
  chunkReloadAt: 'slovo.chunkReloadAt',
} as const;

/** IndexedDB database holding the non-extractable CryptoKey. */
export const KEY_DB = { name: 'slovo-keys', store: 'keys', userKeyId: 'user-store' } as const;
