/** Build-time facts. Only this file reads import.meta.env and the injected globals. */
export const APP_VERSION: string = __APP_VERSION__;
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

/** The Firebase web app (Cloud Messaging) this build pushes through; null = no web push offered. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
  /** The Web Push certificate's public key (Firebase console → Cloud Messaging → Web configuration). */
  vapidKey: string;
}

function firebaseConfig(): FirebaseWebConfig | null {
  const env = import.meta.env;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
    vapidKey: env.VITE_FIREBASE_VAPID_KEY ?? '',
  };
  // All five or nothing: a half-configured build would ask for permission and then fail to get a token.
  return Object.values(config).every(Boolean) ? config : null;
}

export const FIREBASE_CONFIG: FirebaseWebConfig | null = firebaseConfig();
