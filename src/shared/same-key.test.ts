import { describe, expect, it } from 'vitest';
import { isSameKey, sameKey } from './same-key.ts';

describe('sameKey', () => {
  it.each([
    ['ÉLODIE', 'élodie'],
    // JavaScript's toLowerCase gives 'i' and a combining dot; PostgreSQL's lower() gives 'i'.
    ['İSTANBUL', 'istanbul'],
    // At a word's end JavaScript gives 'ς'; lower() gives 'σ' wherever it stands.
    ['ΣΟΦΙΑΣ', 'σοφιασ'],
    // No lower case changes 'ß'; its upper case 'ẞ' lowers to it.
    ['Straße', 'straße'],
    ['STRAẞE', 'straße'],
  ])('%s → %s', (text, key) => {
    expect(sameKey(text)).toBe(key);
  });

  it('finds names the same in any letter case, spaces around them aside', () => {
    expect(isSameKey(' Élodie ', 'ÉLODIE')).toBe(true);
    expect(isSameKey('Sofias', 'ΣΟΦΙΑΣ')).toBe(false);
    expect(isSameKey('ΣΟΦΙΑΣ', 'σοφιας')).toBe(false);
    expect(isSameKey('ΣΟΦΙΑΣ', 'σοφιασ')).toBe(true);
  });
});
