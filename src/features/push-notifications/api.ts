import { api, type RequestContext } from '../../shared/api';

export interface ReminderSettings {
  time: string;
  forgetting: boolean;
  newCards: boolean;
  streak: boolean;
  streakTime: string;
  quietHours: { from: string; until: string };
  paused: boolean;
  /** Devices of this learner the server can push to now, and the providers it can push through (docs/api.md). */
  delivery: { devices: number; channels: string[] };
}

export type ReminderPatch = Partial<Pick<ReminderSettings, 'time' | 'forgetting' | 'newCards' | 'streak'>>;

/** POST user/push-token (spec §7): the response is not read; a failure is only written to the console. */
export async function sendPushToken(token: string, provider: 'firebase' | 'vk_mini_app'): Promise<boolean> {
  try {
    await api.post('user/push-token', { json: { token, provider }, context: { silent: true } satisfies RequestContext });
    return true;
  } catch (error) {
    console.warn('[slovo] push token not sent', error);
    return false;
  }
}

export async function fetchReminderSettings(): Promise<ReminderSettings> {
  return (await api.get('user/reminders').json<{ data: ReminderSettings }>()).data;
}

export async function updateReminderSettings(patch: ReminderPatch): Promise<ReminderSettings> {
  return (await api.patch('user/reminders', { json: patch }).json<{ data: ReminderSettings }>()).data;
}
