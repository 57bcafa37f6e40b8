import { describe, expect, it } from 'vitest';
import { DRAW_WORDING } from './draw-problem.ts';

describe('DRAW_WORDING', () => {
  it('uses the wording of docs/product.md §6.1 exactly', () => {
    expect(DRAW_WORDING.draw.tooFewPlayers).toBe(
      'Il faut au moins 2 participants pour commencer le tirage.',
    );
    expect(DRAW_WORDING.draw.infeasible).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles.',
    );
  });
});

describe('DRAW_WORDING typography', () => {
  const { tooFewPlayers, infeasible } = DRAW_WORDING.draw;
  const all = { tooFewPlayers, infeasible, ...DRAW_WORDING.problems };
  const texts = Object.entries(all).map(([key, value]): [string, string] => [
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
