import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';

/** Every text of a catalogue, each text made from values given a sample value. */
function textsOf(catalogue: object, path = ''): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]): Array<[string, string]> => {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') return [[at, value]];
    if (typeof value === 'function') {
      const made = makeText(value as (...args: unknown[]) => unknown);
      return typeof made === 'string' ? [[at, made]] : [];
    }
    return value && typeof value === 'object' ? textsOf(value, at) : [];
  });
}

/** A text made from names; or, for one made from lists of names, from lists. */
function makeText(make: (...args: unknown[]) => unknown): unknown {
  try {
    return make('Chloé', 'Denis', 'Emma');
  } catch {
    return make(['Chloé', 'Denis'], ['Emma']);
  }
}

const texts = textsOf(CATALOGUES.fr);
const NARROW_NO_BREAK_SPACE = '\u202f';

/**
 * French typography for every text the product shows or e-mails: a narrow no-break space
 * before « ! ? ; : » and inside « », never straight double quotes; and one word for one thing:
 * a participant, an attribution.
 */
describe('the French texts', () => {
  it.each(texts)('%s is typeset in French', (_, text) => {
    const withoutAddresses = text.replace(/https?:\/\/\S+/g, '').replace(/\bSMTP_URL\b/g, '');
    expect(withoutAddresses).not.toMatch(/[^\u202f][!?;:]/u);
    expect(withoutAddresses).not.toMatch(/^[!?;:]/u);
    expect(text).not.toContain('"');
    expect(text).not.toMatch(/«[^\u202f]|[^\u202f]»/u);
    expect(text.toLowerCase()).not.toMatch(/\bjoueurs?\b|\bassignations?\b/u);
  });

  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThan(300);
    expect(texts.some(([, text]) => text.includes(NARROW_NO_BREAK_SPACE))).toBe(true);
  });
});
