import { describe, expect, it } from 'vitest';
import { DRAW_MESSAGES } from './draw-messages.ts';

describe('DRAW_MESSAGES', () => {
  it('uses the wording of docs/product.md §6.1 exactly', () => {
    expect(DRAW_MESSAGES.tooFewPlayers).toBe('Il faut au moins 2 participants pour commencer le tirage.');
    expect(DRAW_MESSAGES.infeasible).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles.',
    );
  });
});
