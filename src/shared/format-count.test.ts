import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';
import { CATALOGUES } from './catalogues.ts';
import { LANGUAGES } from './language.ts';

describe('formatCount', () => {
  it('writes every count as toLocaleString("fr-FR") does, a narrow no-break space between thousands', () => {
    const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_345, 100_000, 999_999];
    for (let count = 0; count < 2_000_000; count += 997) counts.push(count);
    for (const count of counts) expect(formatCount(count)).toBe(count.toLocaleString('fr-FR'));
    expect(formatCount(10_000)).toBe('10\u202f000');
  });
});

describe('counts in every catalogue (docs/product.md §9.9)', () => {
  it('are written as the reader’s language writes numbers, in every count the screens show', () => {
    for (const language of LANGUAGES) {
      const { organiserMessages } = CATALOGUES[language];
      const written = (10_000).toLocaleString(language);
      expect(organiserMessages.secretSantas.playerCount(10_000)).toContain(written);
      expect(organiserMessages.draw.progress(9_999, 10_000)).toContain(written);
      expect(organiserMessages.participantsTab.inviteAllDone(10_000)).toContain(written);
    }
  });
});
