import type { TFunction } from 'i18next';

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitSeconds(total: number): Duration {
  const s = Math.max(0, Math.floor(total));
  return { hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** "5:07:09" — the big ticking clock of the come-back-tomorrow state. */
export function clockText(total: number): string {
  const { hours, minutes, seconds } = splitSeconds(total);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/**
 * The same time in words, with the language's plural forms: "5 часов 7 минут", "1 hour 1 minute", "45 секунд".
 * Hours and minutes when there is an hour left, minutes (and seconds under ten minutes) otherwise.
 */
export function durationText(t: TFunction<'feed'>, total: number): string {
  const { hours, minutes, seconds } = splitSeconds(total);
  const parts: string[] = [];
  if (hours > 0) {
    parts.push(t('time.hours', { count: hours }));
    if (minutes > 0) parts.push(t('time.minutes', { count: minutes }));
  } else if (minutes > 0) {
    parts.push(t('time.minutes', { count: minutes }));
    if (minutes < 10 && seconds > 0) parts.push(t('time.seconds', { count: seconds }));
  } else {
    parts.push(t('time.seconds', { count: seconds }));
  }
  return parts.join(' ');
}
