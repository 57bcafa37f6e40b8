import { messages } from '../../shared/messages.ts';

/**
 * "22 novembre 2026" (or "November 22, 2026" in English) from epoch milliseconds, in the
 * browser's time zone: what `Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long',
 * year: 'numeric' })` writes (format-date.test.ts checks every day of a year). Spelled out by
 * the catalogue because building that formatter loads the locale's calendar data, a long task
 * on a phone's main thread at the dashboard's first paint (decision 0009).
 */
export function formatLongDate(epochMs: number): string {
  const date = new Date(epochMs);
  return messages.dates.longDate(date.getDate(), date.getMonth(), date.getFullYear());
}

/** "2 décembre 2026" from a day written '2026-12-02', as `formatLongDate` writes it. */
export function formatDay(day: string): string {
  const [year = NaN, month = 1, dayOfMonth = NaN] = day.split('-').map(Number);
  return messages.dates.longDate(dayOfMonth, month - 1, year);
}

/** "14 h 05" (or "2:05 PM") from epoch milliseconds, in the browser's time zone. */
export function formatTime(epochMs: number): string {
  const date = new Date(epochMs);
  return messages.dates.time(date.getHours(), date.getMinutes());
}
