/**
 * Amounts and dates as a brand shows them: Intl.NumberFormat with the brand's `rules.amountDecimals`,
 * Intl.DateTimeFormat laid out by the brand's `rules.displayDateFormat` (tokens dd, MM, yyyy; anything
 * else is kept as a separator), so the digits follow the language and the order follows the brand.
 */

/** An amount with exactly `decimals` fraction digits, grouped the language's way. */
export function formatAmount(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(value) || 0);
}

/** An amount with up to `decimals` fraction digits (whole numbers stay whole: "50", "12.5"). */
export function formatAmountShort(value: number, locale: string, decimals: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: decimals }).format(Number(value) || 0);
}

const TOKENS: Record<string, Intl.DateTimeFormatPartTypes> = { dd: 'day', MM: 'month', yyyy: 'year' };

/**
 * A platform date ("2024-06-01" or an ISO date-time; the calendar date as sent, no time-zone shift) in the
 * brand's pattern; an empty value shows the pattern's shape with underscores, an unreadable one as sent.
 */
export function formatDisplayDate(value: string | undefined, locale: string, pattern: string): string {
  const pieces = pattern.split(/(dd|MM|yyyy)/).filter((p) => p !== '');
  if (!value) return pieces.map((p) => (TOKENS[p] ? '_'.repeat(p.length) : p)).join('');
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const parts = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return pieces.map((p) => (TOKENS[p] ? part(TOKENS[p]) : p)).join('');
}

/**
 * A daily wall-clock time of a brand ("HH:mm" in IANA zone `timeZone`) as the player reads it: the
 * time in the language's clock style, and the zone's name in that language (Intl's generic name,
 * e.g. "Central European Time", never the raw zone id). An unreadable time is kept as written.
 */
export function formatDailyTime(time: string, timeZone: string, locale: string, at: Date = new Date()): { time: string; zone: string } {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  const shown = m
    ? new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])))
    : time;
  let zone = timeZone;
  try {
    zone =
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // An unknown zone id cannot be named: it is shown as configured (the config validator checks zones).
  }
  return { time: shown, zone };
}

/**
 * A calendar date ("2024-06-01", as a date input gives it) written in the platform's date pattern
 * (the brand's `rules.dateFormat`; tokens dd, MM, yyyy, anything else kept as a separator) for a
 * call's parameters: always Latin digits, never the language's. An unreadable value gives ''.
 */
export function formatApiDate(value: string, pattern: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return '';
  const parts: Record<string, string> = { yyyy: m[1], MM: m[2], dd: m[3] };
  return pattern
    .split(/(dd|MM|yyyy)/)
    .map((p) => parts[p] ?? p)
    .join('');
}

/**
 * A moment (epoch ms) as the player reads it, in their own time zone: the calendar date in the brand's
 * pattern (rules.displayDateFormat) and the time of day in the language's clock style.
 */
export function formatLocalMoment(at: number, locale: string, pattern: string, timeZone?: string): { date: string; time: string } {
  const d = new Date(at);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = formatDisplayDate(`${part('year')}-${part('month')}-${part('day')}`, locale, pattern);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' }).format(d);
  return { date, time };
}
