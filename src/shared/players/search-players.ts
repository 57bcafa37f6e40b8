/**
 * Text folded for comparing what people type: no accents, no letter case, so that 'elo'
 * finds 'Élodie' and 'ÉLODIE' (docs/product.md §9.8).
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Each player's folded name and e-mail, made once: a search of 10,000 folds none again. */
const foldedTexts = new WeakMap<object, string>();
function foldedTextOf(player: { name: string; email: string | null }): string {
  let text = foldedTexts.get(player);
  if (text === undefined) {
    // A line break cannot be typed in a search field: a search never spans both.
    text = `${foldForSearch(player.name)}\n${foldForSearch(player.email ?? '')}`;
    foldedTexts.set(player, text);
  }
  return text;
}

/**
 * The players whose name or e-mail holds what was typed, in their order; all of them for an
 * empty search. Spaces around the search are ignored, spaces inside it are not.
 */
export function searchPlayers<T extends { name: string; email: string | null }>(
  players: readonly T[],
  search: string,
): readonly T[] {
  const wanted = foldForSearch(search.trim());
  if (wanted === '') return players;
  return players.filter((player) => foldedTextOf(player).includes(wanted));
}
