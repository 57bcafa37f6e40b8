import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './catalogue-translation.ts';
import { screenCatalogues } from './catalogues.ts';

const french = screenCatalogues('fr');
const english = screenCatalogues('en');
const toEnglish = catalogueTranslator(french, english);

type Make = (...args: unknown[]) => unknown;

/** Every function of a catalogue with its twin, by path. */
function functionsOf(source: unknown, target: unknown, path: string): Array<[string, Make, Make]> {
  if (typeof source === 'function') return [[path, source as Make, target as Make]];
  if (source && typeof source === 'object')
    return Object.entries(source).flatMap(([key, value]) =>
      functionsOf(value, (target as Record<string, unknown>)[key], `${path}.${key}`),
    );
  return [];
}

/** Values as the server makes texts from them: names, an address, counts, one with thousands. */
const SAMPLES: unknown[][] = [
  ['Chloé', 'Denis', 'Emma'],
  ['anna@example.org', 'Noël en famille', 'trois Mo'],
  [0, 0, 0],
  [1, 1, 1],
  [3, 5, 2],
  [12_000, 3, 1],
  ['Chloé', 3],
  ['Famille Martin', 'Anne et Bruno', 'Chloé'],
];

/**
 * What texts are made of, not texts: a date, an hour, a count, an amount, a list. They have
 * no wording to match, so a text is translated whole, never piece by piece.
 */
const PIECES = [
  'catalogue.messages.dates.',
  'catalogue.messages.format.',
  'catalogue.messages.exchange.at',
  'catalogue.messages.exchange.day',
  'catalogue.messages.exchange.hour',
  'catalogue.messages.exchange.euro',
];

describe('catalogueTranslator', () => {
  it('puts every fixed text under the same key’s English', () => {
    expect(toEnglish(french.messages.api.busy)).toBe(english.messages.api.busy);
    expect(toEnglish(french.accountMessages.participantAuth.wrongProvisional)).toBe(
      english.accountMessages.participantAuth.wrongProvisional,
    );
    expect(toEnglish(french.organiserMessages.draw.alreadyDrawn)).toBe(
      english.organiserMessages.draw.alreadyDrawn,
    );
  });

  it('puts every text made from values into the English its twin makes from the same values', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, make, twin] of functionsOf(french, english, 'catalogue')) {
      if (PIECES.some((piece) => path.startsWith(piece))) continue;
      for (const args of SAMPLES) {
        let made: unknown;
        let expected: unknown;
        try {
          made = make(...args);
          expected = twin(...args);
        } catch {
          continue; // Made from lists (names joined by the catalogue itself): not these values.
        }
        if (typeof made !== 'string' || typeof expected !== 'string') continue;
        // Values that are not what the function takes (a name for a count) make nonsense.
        if (/NaN|undefined|\[object/.test(made + expected)) continue;
        checked++;
        const translated = toEnglish(made);
        if (translated !== expected)
          wrong.push(
            `${path}(${JSON.stringify(args)}): ${JSON.stringify(translated)} ≠ ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('leaves alone a text no catalogue has', () => {
    expect(toEnglish('Texte inconnu')).toBeUndefined();
    expect(toEnglish('')).toBeUndefined();
  });
});
