/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** `2.2.0+<build hash>`; sent as X-Version so the server can demand an update (426). Defined by vite.config.ts. */
declare const __APP_VERSION__: string;
/** Short git sha of the build, or a time hash when git is unavailable. */
/** true in the VK hosting build (`npm run build:vk`): hash router, no service worker, no install prompt. */
declare const __VK_BUILD__: boolean;

interface ImportMetaEnv {
  /** Absolute origin of the API when the client is hosted elsewhere (VK hosting). Empty = same origin. */
  readonly VITE_API_URL?: string;
  /** Realtime host/port/TLS for laravel-echo (later issue). */
  readonly VITE_REVERB_HOST?: string;
  /** The advertising goal counter's id (Yandex Metrika); unset = no counter. */
  readonly VITE_GOAL_COUNTER_ID?: string;
  /** Firebase web app for push (all five, or no web push): see README "Client build variables". */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

interface Window {
  /** Read by end-to-end tests to learn what the platform adapter decided. */
  __SLOVO__?: {
    platform: 'web' | 'vk';
    platformDetail: Record<string, unknown> | null;
  };
}
