import { localeInfo, type Locale } from '../lib/locales.ts';

/** A calendar date as readers of the language write it (`5 June 2026`, `5. Juni 2026`). */
export function formatDate(locale: Locale, date: Date): string {
  // Content dates are calendar days written without a time: read them in UTC so no time zone shifts the day.
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** `2026-06-05`, for `<time datetime>` and structured data. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
