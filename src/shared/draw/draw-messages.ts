import { organiserMessages } from '../organiser-messages.ts';

/**
 * The draw's texts, from the catalogue (organiser-messages.ts, in the build's language). The
 * first two are word for word as docs/product.md §6.1 quotes them, so the engine, the screens
 * and the tests say the same thing; the others name the household or the rule that leaves no
 * draw.
 */
export const DRAW_MESSAGES = {
  tooFewPlayers: organiserMessages.draw.tooFewPlayers,
  infeasible: organiserMessages.draw.infeasible,
  ...organiserMessages.drawProblems,
};
