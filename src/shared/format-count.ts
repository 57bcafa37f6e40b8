/**
 * A count as French writes it, its thousands set apart by a narrow no-break space ("10 000"),
 * as `toLocaleString('fr-FR')` writes it (format-count.test.ts compares them). Written out
 * because a page's first `toLocaleString` loads the locale's data, a long task on a phone's
 * main thread at the dashboard's first paint, as format-date.ts found for dates (decision
 * 0009).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}
