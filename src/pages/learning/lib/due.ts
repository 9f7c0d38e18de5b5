/** "due now" or a relative time ("in 3 days" / "через 3 дня") in the interface language. */
export function dueLabel(due: string | null, locale: string, now: number = Date.now()): { now: boolean; text: string } | null {
  if (!due) return null;
  const at = Date.parse(due);
  if (Number.isNaN(at)) return null;
  const diff = at - now;
  if (diff <= 60_000) return { now: true, text: '' };
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = diff / 60_000;
  if (minutes < 60) return { now: false, text: rtf.format(Math.round(minutes), 'minute') };
  const hours = minutes / 60;
  if (hours < 24) return { now: false, text: rtf.format(Math.round(hours), 'hour') };
  const days = hours / 24;
  if (days < 30) return { now: false, text: rtf.format(Math.round(days), 'day') };
  const months = days / 30.44;
  if (months < 12) return { now: false, text: rtf.format(Math.round(months), 'month') };
  return { now: false, text: rtf.format(Math.round(days / 365.25), 'year') };
}
