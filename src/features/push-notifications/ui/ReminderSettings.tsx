import { useEffect } from 'react';
import { Button, Div, Footnote, FormItem, Select, SimpleCell, Switch } from '@vkontakte/vkui';
import { Icon28NotificationCheckOutline, Icon28NotificationDisableOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import type { ReminderSettings as Settings } from '../api';
import { $pushOutcome, $reminderSettings, notificationsEnableClicked, pushFlowFx, pushOffered, reminderSettingsChanged, reminderSettingsRequested } from '../model';

/** Times offered: every half hour outside the quiet hours the server states (09:00 to 21:30 by default). */
function timeOptions(settings: Settings): Array<{ value: string; label: string }> {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const from = toMinutes(settings.quietHours.until);
  const until = toMinutes(settings.quietHours.from);
  const out = [];
  for (let m = from; m < until; m += 30) {
    const value = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    out.push({ value, label: value });
  }
  if (!out.some((o) => o.value === settings.time)) out.push({ value: settings.time, label: settings.time });
  return out.sort((a, b) => a.value.localeCompare(b.value));
}

/** This device: whether pushes arrive here, and the button that asks for them (a tap, as browsers require). */
function DeviceNotifications() {
  const { t } = useTranslation('settings');
  const [outcome, enable, busy] = useUnit([$pushOutcome, notificationsEnableClicked, pushFlowFx.pending]);
  if (!pushOffered()) return null;
  const on = outcome === 'sent' || outcome === 'fresh';
  const blocked = outcome === 'denied' || outcome === 'unsupported';
  const status = on ? t('reminders.deviceOn') : blocked ? t(outcome === 'denied' ? 'reminders.deviceDenied' : 'reminders.deviceUnsupported') : t('reminders.deviceOff');
  return (
    <>
      <SimpleCell before={on ? <Icon28NotificationCheckOutline /> : <Icon28NotificationDisableOutline />} subtitle={status} multiline data-testid="reminders-device" data-state={outcome ?? 'unknown'}>
        {t('reminders.device')}
      </SimpleCell>
      {on || blocked ? null : (
        <Div>
          <Button size="m" mode="secondary" loading={busy} onClick={() => enable()} data-testid="reminders-enable">
            {t('reminders.enable')}
          </Button>
        </Div>
      )}
    </>
  );
}

/** Settings: which reminders come and when (GET / PATCH user/reminders), and push on this device. */
export function ReminderSettings() {
  const { t } = useTranslation('settings');
  const [user, settings, load, change] = useUnit([$user, $reminderSettings, reminderSettingsRequested, reminderSettingsChanged]);
  useEffect(() => {
    if (user) load();
  }, [user, load]);
  if (!user) return null;
  const kinds = [
    { key: 'forgetting', label: t('reminders.forgetting'), hint: t('reminders.forgettingHint') },
    { key: 'newCards', label: t('reminders.newCards'), hint: t('reminders.newCardsHint') },
    { key: 'streak', label: t('reminders.streak'), hint: t('reminders.streakHint', { time: settings?.streakTime ?? '20:00' }) },
  ] as const;
  return (
    <>
      <DeviceNotifications />
      {settings ? (
        <>
          <FormItem top={t('reminders.time')} htmlFor="settings-reminder-time" bottom={t('reminders.quiet', settings.quietHours)}>
            <Select id="settings-reminder-time" value={settings.time} onChange={(e) => change({ time: e.target.value })} options={timeOptions(settings)} data-testid="reminders-time" />
          </FormItem>
          {kinds.map((kind) => (
            <SimpleCell
              key={kind.key}
              Component="label"
              after={<Switch checked={settings[kind.key]} onChange={(e) => change({ [kind.key]: e.target.checked })} data-testid={`reminders-${kind.key}`} aria-label={kind.label} />}
              subtitle={kind.hint}
              multiline
            >
              {kind.label}
            </SimpleCell>
          ))}
          {settings.paused ? (
            <Footnote style={{ padding: '8px 16px' }} data-testid="reminders-paused">
              {t('reminders.paused')}
            </Footnote>
          ) : null}
        </>
      ) : null}
    </>
  );
}
