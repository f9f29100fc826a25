/** Config names weekdays in English ("sunday"); players read them in their own language. */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The localised name of a config weekday, e.g. ("sunday", "es-es") → "domingo"; unknown names pass through. */
export function weekdayName(day: string, locale: string): string {
  const index = WEEKDAYS.indexOf(day.toLowerCase() as (typeof WEEKDAYS)[number]);
  if (index < 0) return day;
  // 2023-01-01 was a Sunday; noon UTC keeps the date the same in every time zone.
  const date = new Date(Date.UTC(2023, 0, 1 + index, 12));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
