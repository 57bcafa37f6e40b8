const frenchList = new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' });

/** "Bruno", "Bruno et Chloé", "Bruno, Chloé et Denis". */
export function formatNames(names: readonly string[]): string {
  return frenchList.format(names);
}
