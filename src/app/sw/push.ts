/// <reference lib="webworker" />
/**
 * Background pushes in the service worker (the one worker, src/app/sw/sw.ts). FCM sends data messages; Firebase's
 * SDK hands one to the open, visible page (foreground: a toast) or else to `onBackgroundMessage`, where we show it.
 * A "words you are about to forget" reminder has two actions that grade its card through POST training/answers
 * with the push's answer id (a repeat changes nothing); when that cannot be done (no session, offline, a browser
 * without cookieStore in workers) the app opens at the reminder's link instead.
 */
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { PUSH_OPEN_LINK_MESSAGE } from '../../shared/config/constants';
import { APP_VERSION, FIREBASE_CONFIG } from '../../shared/config/env';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

type PushData = Record<string, string | undefined>;
/** Marks notifications we showed, so a click on one Firebase showed itself is left to Firebase. */
const OURS = 'slovo';

function notificationOptions(data: PushData): NotificationOptions & { actions?: Array<{ action: string; title: string }> } {
  const gradable = data.kind === 'forgetting' && data.cardId && data.answerId;
  return {
    body: data.body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    // One notification per kind: a newer reminder replaces an old one still on screen.
    tag: data.kind ? `slovo-${data.kind}` : undefined,
    data: { ...data, [OURS]: '1' },
    actions: gradable
      ? [
          { action: 'know', title: data.actionKnow ?? 'I know' },
          { action: 'again', title: data.actionAgain ?? 'Don’t remember' },
        ]
      : [],
  };
}

async function xsrfToken(): Promise<string | null> {
  try {
    const cookie = await self.cookieStore?.get('XSRF-TOKEN');
    return cookie?.value ? decodeURIComponent(cookie.value) : null;
  } catch {
    return null;
  }
}

/** One training answer from the notification; tried twice on a network failure (the answer id makes that safe). */
async function grade(data: PushData, answer: 'know' | 'again'): Promise<boolean> {
  const xsrf = await xsrfToken();
  if (!xsrf) return false;
  const body = JSON.stringify({ answers: [{ id: data.answerId, cardId: Number(data.cardId), answer, reviewedAt: new Date().toISOString() }] });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const res = await fetch('/api/v1/training/answers', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-xsrf-token': xsrf, 'x-version': APP_VERSION },
        body,
      });
      return res.ok;
    } catch {
      // offline for a moment: once more
    }
  }
  return false;
}

/** Opens the link in an open tab of the app (routed in-app, so a /selection link also signals new cards) or a new one. */
async function openLink(link: string | undefined): Promise<void> {
  const url = new URL(link ?? '/', self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
  if (tab && url.origin === self.location.origin) {
    await tab.focus();
    tab.postMessage({ type: PUSH_OPEN_LINK_MESSAGE, link: `${url.pathname}${url.search}${url.hash}` });
    return;
  }
  await self.clients.openWindow(url.href);
}

export function installPushHandlers(): void {
  if (FIREBASE_CONFIG) {
    const messaging = getMessaging(initializeApp(FIREBASE_CONFIG));
    onBackgroundMessage(messaging, (payload) => {
      const data: PushData = { ...payload.data };
      return self.registration.showNotification(data.title ?? payload.notification?.title ?? 'Slovo', notificationOptions(data));
    });
  }

  self.addEventListener('notificationclick', (event) => {
    const data = event.notification.data as PushData | null;
    if (!data?.[OURS]) return;
    event.notification.close();
    if ((event.action === 'know' || event.action === 'again') && data.cardId && data.answerId) {
      const answer = event.action;
      event.waitUntil(grade(data, answer).then((ok) => (ok ? undefined : openLink(data.link))));
      return;
    }
    event.waitUntil(openLink(data.link));
  });
}
