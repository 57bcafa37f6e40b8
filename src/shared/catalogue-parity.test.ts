import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';

/** Each catalogue with its English twin (docs/product.md §9.9, src/shared/catalogues.ts). */
const catalogues = Object.entries(CATALOGUES.fr).map(
  ([name, french]): [string, object, object] => [
    name,
    french,
    CATALOGUES.en[name as keyof typeof CATALOGUES.en],
  ],
);

type Entry = { kind: string; arity?: number; length?: number };

/** Every key of a catalogue by its path, with what it holds: a text, a list, a function. */
function shapeOf(value: unknown, path: string, into = new Map<string, Entry>()) {
  if (typeof value === 'function') into.set(path, { kind: 'function', arity: value.length });
  else if (Array.isArray(value)) {
    into.set(path, { kind: 'list', length: value.length });
    value.forEach((item, index) => shapeOf(item, `${path}[${index}]`, into));
  } else if (value && typeof value === 'object') {
    into.set(path, { kind: 'object' });
    for (const [key, item] of Object.entries(value)) shapeOf(item, `${path}.${key}`, into);
  } else into.set(path, { kind: typeof value });
  return into;
}

/** Every fixed text of a catalogue, by its path. */
function textsOf(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`));
  return [];
}

describe.each(catalogues)('%s in French and in English', (name, french, english) => {
  const frenchShape = shapeOf(french, name);
  const englishShape = shapeOf(english, name);

  it('has the same keys, lists of the same length and functions of the same values', () => {
    const missingInEnglish = [...frenchShape.keys()].filter((key) => !englishShape.has(key));
    const missingInFrench = [...englishShape.keys()].filter((key) => !frenchShape.has(key));
    expect(missingInEnglish).toEqual([]);
    expect(missingInFrench).toEqual([]);
    for (const [key, entry] of frenchShape)
      expect([key, englishShape.get(key)]).toEqual([key, entry]);
  });

  it('is written in English with English punctuation', () => {
    // The switch names each language in that language: 'Français'.
    const inTheirOwnLanguage = new Set(['messages.language.names.fr']);
    for (const [path, text] of textsOf(english, name)) {
      if (inTheirOwnLanguage.has(path)) continue;
      // French typography (a narrow no-break space before « ! ? ; : », guillemets) has no
      // place in English; the texts are the product's own, not left in French.
      expect([path, text]).not.toEqual([path, expect.stringMatching(/\u202f|«|»/u)]);
      expect([path, text]).not.toEqual([
        path,
        expect.stringMatching(/[éèêàùç]|\bnous\b|\bvous\b/iu),
      ]);
    }
  });
});

describe('the shape check', () => {
  it('notices a key missing in one language', () => {
    const french = shapeOf({ a: { b: 'texte', c: (name: string) => name } }, 'x');
    const english = shapeOf({ a: { b: 'text' } }, 'x');
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual(['x.a.c']);
  });
});
