/**
 * The draw's French texts, word for word from SPEC.md §5 and §8 (the wording is the
 * product's; change it there first).
 */
export const DRAW_MESSAGES = {
  tooFewPlayers: 'Il faut au moins 2 joueurs pour commencer le tirage.',
  infeasible: 'Impossible de trouver un tirage valide avec les restrictions actuelles.',
} as const;
