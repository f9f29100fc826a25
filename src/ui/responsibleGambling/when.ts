import { formatDisplayDate } from '../../i18n/format';

/** A moment (ms) as the player reads it: the calendar date in the brand's pattern (rules.displayDateFormat) and the local time. */
export function formatWhen(ms: number, locale: string, pattern: string): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(d);
  return `${formatDisplayDate(day, locale, pattern)} ${time}`;
}

/** A duration (ms) in whole hours and minutes, e.g. for the time played. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(ms / 60_000);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
