import { messages } from '../../shared/messages.ts';

const MONTHS = messages.dates.months;

/**
 * "22 novembre 2026" from epoch milliseconds, in the browser's time zone: what
 * `Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })` writes
 * (format-date.test.ts checks every day of a year). Spelled out here because building that
 * formatter loads the locale's calendar data, a long task on a phone's main thread at the
 * dashboard's first paint (decision 0009).
 */
export function formatLongDate(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "2 décembre 2026" from a day written '2026-12-02', as `formatLongDate` writes it. */
export function formatDay(day: string): string {
  const [year, month = 1, dayOfMonth] = day.split('-').map(Number);
  return `${dayOfMonth} ${MONTHS[month - 1]} ${year}`;
}

/** "14 h 05" from epoch milliseconds, in the browser's time zone, as French writes a time. */
export function formatTime(epochMs: number): string {
  const date = new Date(epochMs);
  return `${date.getHours()} h ${String(date.getMinutes()).padStart(2, '0')}`;
}
