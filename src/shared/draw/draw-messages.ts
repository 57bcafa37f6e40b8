import { messages } from '../messages.ts';

/**
 * The draw's French texts, word for word as docs/product.md §6.1 quotes them, taken from the one
 * catalogue so the engine, the screens and the tests say the same thing.
 */
export const DRAW_MESSAGES = {
  tooFewPlayers: messages.draw.tooFewPlayers,
  infeasible: messages.draw.infeasible,
} as const;
