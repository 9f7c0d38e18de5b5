import type { FirebaseWebConfig } from '../../shared/config';
import { NoActiveServiceWorkerError } from './flow';

/** A push as the page and the service worker read it: FCM data messages carry everything as strings. */
export interface PushPayload {
  title?: string;
  body?: string;
  link?: string;
  kind?: string;
  [key: string]: string | undefined;
}

type Loaded = { messaging: import('firebase/messaging').Messaging; sdk: typeof import('firebase/messaging') };
let loading: Promise<Loaded | null> | null = null;

/** Firebase is loaded on first use only (its own chunk), and only where the Push API exists. */
function load(config: FirebaseWebConfig): Promise<Loaded | null> {
  loading ??= (async () => {
    const [app, sdk] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    if (!(await sdk.isSupported())) return null;
    const firebase = app.getApps()[0] ?? app.initializeApp(config);
    return { messaging: sdk.getMessaging(firebase), sdk };
  })();
  return loading;
}

/** The browser's permission, or 'unsupported' where web push cannot work at all. */
export function browserPermission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported';
  return Notification.permission;
}

/**
 * An FCM registration token for our own service worker (src/app/sw/sw.ts; Firebase never registers a second one).
 * Throws NoActiveServiceWorkerError while the worker is not registered or not active yet.
 */
export async function fcmToken(config: FirebaseWebConfig): Promise<string | null> {
  const loaded = await load(config);
  if (!loaded) throw new Error('Firebase messaging is not supported in this browser');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) throw new NoActiveServiceWorkerError();
  const token = await loaded.sdk.getToken(loaded.messaging, { vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
  return token || null;
}

/** Pushes that arrive while the app is open and visible (the worker hands them to the page instead of showing them). */
export async function onForegroundPush(config: FirebaseWebConfig, handler: (payload: PushPayload) => void): Promise<() => void> {
  const loaded = await load(config);
  if (!loaded) return () => undefined;
  return loaded.sdk.onMessage(loaded.messaging, (message) => handler({ ...message.data, ...(message.notification?.title ? { title: message.notification.title } : {}), ...(message.notification?.body ? { body: message.notification.body } : {}) }));
}
