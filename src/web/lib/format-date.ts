const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "22 novembre 2026" from epoch milliseconds. */
export function formatLongDate(epochMs: number): string {
  return longDate.format(new Date(epochMs));
}
