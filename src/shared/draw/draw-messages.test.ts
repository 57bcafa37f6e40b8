import { describe, expect, it } from 'vitest';
import { DRAW_MESSAGES } from './draw-messages.ts';

describe('DRAW_MESSAGES', () => {
  it('uses the wording of docs/product.md §6.1 exactly', () => {
    expect(DRAW_MESSAGES.tooFewPlayers).toBe(
      'Il faut au moins 2 participants pour commencer le tirage.',
    );
    expect(DRAW_MESSAGES.infeasible).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles.',
    );
  });
});

describe('DRAW_MESSAGES typography', () => {
  const texts = Object.entries(DRAW_MESSAGES).map(([key, value]): [string, string] => [
    key,
    typeof value === 'function' ? value('Famille Martin', 'Anne et Bruno', 'Chloé') : value,
  ]);

  it.each(texts)(
    '%s: narrow no-break spaces before ! ? ; : and inside « », no straight quotes',
    (_, text) => {
      expect(text).not.toMatch(/[^\u202f][!?;:]/u);
      expect(text).not.toMatch(/«[^\u202f]|[^\u202f]»/u);
      expect(text).not.toMatch(/["']/u);
    },
  );
});
