const frenchList = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

/** "2024", "2023 et 2024", "2022, 2023 et 2024", oldest first. */
export function formatYears(years: readonly number[]): string {
  return frenchList.format([...years].sort((a, b) => a - b).map(String));
}
