// src/i18n/weekday.ts
/** Config names weekdays in English ("sunday"); players read them in their own language. */
var WEEKDAYS = [
	"sunday",
	"monday",
	"tuesday",
	"wednesday",
	"thursday",
	"friday",
	"saturday"
];
/** The localised name of a config weekday, e.g. ("sunday", "es-es") → "domingo"; unknown names pass through. */
function weekdayName(day, locale) {
	const index = WEEKDAYS.indexOf(day.toLowerCase());
	if (index < 0) return day;
	const date = new Date(Date.UTC(2023, 0, 1 + index, 12));
	return new Intl.DateTimeFormat(locale, {
		weekday: "long",
		timeZone: "UTC"
	}).format(date);
}
export { weekdayName as t };
