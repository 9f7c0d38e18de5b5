import { useEffect } from 'react';
import { Button, Div, Footnote, FormItem, Select, SimpleCell, Switch } from '@vkontakte/vkui';
import { Icon28NotificationCheckOutline, Icon28NotificationDisableOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import styles from './ReminderSettings.module.css';
import { $user } from '../../../entities/user';
import type { ReminderSettings as Settings } from '../api';
import { getPlatform } from '../../../shared/platform';
import { deviceState, unreachableReason } from '../delivery';
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
  const state = deviceState(outcome, pushOffered());
  if (state === 'not-offered') return null;
  const on = state === 'on';
  const blocked = state === 'denied' || state === 'unsupported';
  const status = on ? t('reminders.deviceOn') : blocked ? t(state === 'denied' ? 'reminders.deviceDenied' : 'reminders.deviceUnsupported') : t('reminders.deviceOff');
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

function Unreachable({ reason }: { reason: ReturnType<typeof unreachableReason> }) {
  const { t } = useTranslation('settings');
  return (
    <Footnote className={styles.note} data-testid="reminders-unreachable" data-reason={reason}>
      <strong>{t('reminders.unreachable.title')}</strong> {t(`reminders.unreachable.${reason}`)}
    </Footnote>
  );
}

/** Settings: which reminders come and when (GET / PATCH user/reminders), and push on this device. */
export function ReminderSettings() {
  const { t } = useTranslation('settings');
  const [user, settings, load, change, outcome] = useUnit([$user, $reminderSettings, reminderSettingsRequested, reminderSettingsChanged, $pushOutcome]);
  useEffect(() => {
    if (user) load();
  }, [user, load]);
  if (!user) return null;
  const kinds = [
    { key: 'forgetting', label: t('reminders.forgetting'), hint: t('reminders.forgettingHint') },
    { key: 'newCards', label: t('reminders.newCards'), hint: t('reminders.newCardsHint') },
    { key: 'streak', label: t('reminders.streak'), hint: t('reminders.streakHint', { time: settings?.streakTime ?? '20:00' }) },
  ] as const;
  const state = deviceState(outcome, pushOffered());
  const here = getPlatform() === 'vk' ? 'vk_mini_app' : 'firebase';
  const reachable = settings ? settings.delivery.devices > 0 : false;
  // Turning notifications on here is offered only when the server can send to this kind of device.
  const canSendHere = !settings || settings.delivery.channels.includes(here);
  return (
    <>
      {canSendHere ? <DeviceNotifications /> : null}
      {settings && !reachable ? <Unreachable reason={unreachableReason(state, settings.delivery.channels, here)} /> : null}
      {settings && reachable ? (
        <>
          {state === 'denied' || state === 'unsupported' || state === 'not-offered' ? (
            <Footnote className={styles.note} data-testid="reminders-elsewhere">
              {t('reminders.elsewhere')}
            </Footnote>
          ) : null}
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
            <Footnote className={styles.note} data-testid="reminders-paused">
              {t('reminders.paused')}
            </Footnote>
          ) : null}
        </>
      ) : null}
    </>
  );
}
