/**
 * Push, the part loaded after the first screen (./wiring.ts loads it at the first sign-in, the settings screen imports
 * it): the permission flow, foreground pushes as toasts (firebase itself loads lazily), reminder settings.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { reportError } from '../../shared/api';
import { FIREBASE_CONFIG } from '../../shared/config';
import { getPlatform, getPlatformDetail, requestNotificationPermission } from '../../shared/platform';
import { loadMiniAppPromptAt, loadPushTokenUpdatedAt, saveMiniAppPromptAt, savePushTokenUpdatedAt } from '../../shared/storage';
import { showPersistent } from '../../shared/toasts';
import { $userId } from '../../entities/user';
import { pushNewCardsSignalled } from './wiring';
import { fetchReminderSettings, sendPushToken, updateReminderSettings, type ReminderPatch, type ReminderSettings } from './api';
import { browserPermission, fcmToken, onForegroundPush, type PushPayload } from './firebase';
import { runPushFlow, type PushFlowDeps, type PushFlowOutcome } from './flow';

/** The flow's dependencies in the running app (tests build their own). */
function liveDeps(): PushFlowDeps {
  const detail = getPlatformDetail();
  return {
    platform: getPlatform(),
    webPush: FIREBASE_CONFIG !== null,
    vkUserId: detail?.vk_user_id ? String(detail.vk_user_id) : null,
    vkNotificationsEnabled: Number(detail?.vk_are_notifications_enabled) === 1,
    now: () => Date.now(),
    permission: browserPermission,
    requestPermission: requestNotificationPermission,
    getToken: () => fcmToken(FIREBASE_CONFIG!),
    sendToken: sendPushToken,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    report: (error, instance) => {
      const e = error as { message?: unknown; stack?: unknown } | null;
      void reportError({ err: String(e?.message ?? error), instance, ...(typeof e?.stack === 'string' ? { stack: e.stack } : {}) });
    },
    tokenSentAt: { load: loadPushTokenUpdatedAt, save: savePushTokenUpdatedAt },
    promptAt: { load: loadMiniAppPromptAt, save: saveMiniAppPromptAt },
  };
}

export const pushFlowFx = createEffect((opts: { interactive: boolean }) => runPushFlow(liveDeps(), opts));
/** The settings button: asks (a tap is what the browser requires) and registers this device. */
export const notificationsEnableClicked = createEvent();
sample({ clock: notificationsEnableClicked, fn: () => ({ interactive: true }), target: pushFlowFx });

/** Where push stands on this device, for the settings screen: null until the flow ran. */
export const $pushOutcome = createStore<PushFlowOutcome | null>(null).on(pushFlowFx.doneData, (_, outcome) => outcome);
/** Whether this device can offer push at all (web with a Firebase configuration, or inside VK). */
export const pushOffered = (): boolean => getPlatform() === 'vk' || FIREBASE_CONFIG !== null;

/** A sign-in seen by the always-loaded wiring (./wiring.ts), replayed here once this part has loaded. */
export const quietFlowRequested = createEvent();
// Every sign-in runs the flow quietly (no prompt without a tap); the 12 h rule keeps it from re-sending.
sample({ clock: quietFlowRequested, fn: () => ({ interactive: false }), target: pushFlowFx });

/** Step 7: a push while the app is open is a persistent toast that opens its link when tapped. */
export function showForegroundPush(payload: PushPayload, signalNewCards: () => void = () => pushNewCardsSignalled()): void {
  const message = payload.body ?? '';
  const link = payload.link ?? '/';
  showPersistent(message, link, payload.title);
  if (link.includes('/selection')) signalNewCards();
}

let listening = false;
const listenFx = createEffect(async () => {
  if (listening || !FIREBASE_CONFIG) return;
  listening = true;
  await onForegroundPush(FIREBASE_CONFIG, (payload) => showForegroundPush(payload));
});
sample({ clock: pushFlowFx.doneData, filter: (outcome) => getPlatform() === 'web' && (outcome === 'sent' || outcome === 'fresh'), target: listenFx });

// Reminder settings (GET / PATCH user/reminders).
export const reminderSettingsRequested = createEvent();
export const reminderSettingsChanged = createEvent<ReminderPatch>();
export const loadRemindersFx = createEffect(fetchReminderSettings);
export const saveRemindersFx = createEffect(updateReminderSettings);
export const $reminderSettings = createStore<ReminderSettings | null>(null)
  .on([loadRemindersFx.doneData, saveRemindersFx.doneData], (_, settings) => settings)
  .on(reminderSettingsChanged, (current, patch) => (current ? { ...current, ...patch } : current))
  .reset($userId.updates);
sample({ clock: reminderSettingsRequested, target: loadRemindersFx });
sample({ clock: reminderSettingsChanged, target: saveRemindersFx });
// This device was just registered: the settings screen, if it was opened, learns that reminders can now arrive.
sample({ clock: pushFlowFx.doneData, source: $reminderSettings, filter: (settings, outcome) => settings !== null && outcome === 'sent', target: loadRemindersFx });
// A refused change (422) shows the server's message as a toast; the screen goes back to what is saved.
sample({ clock: saveRemindersFx.fail, target: loadRemindersFx });
