/** An IANA zone the runtime knows, else UTC: a bad zone must never break day boundaries later. */
export function validTimezone(tz: string | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}
