/**
 * Text folded for comparing what people type: no accents, no letter case, so that 'elo'
 * finds 'Élodie' and 'ÉLODIE' (docs/product.md §9.8).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The players whose name or e-mail holds what was typed, in their order; all of them for an
 * empty search. Spaces around the search are ignored, spaces inside it are not.
 */
export function searchPlayers<T extends { name: string; email: string }>(
  players: readonly T[],
  search: string,
): readonly T[] {
  const wanted = foldForSearch(search.trim());
  if (wanted === '') return players;
  return players.filter(
    (player) =>
      foldForSearch(player.name).includes(wanted) || foldForSearch(player.email).includes(wanted),
  );
}
