import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language.ts';

/** Each catalogue with its twin in every other language (docs/product.md §9.9, catalogues.ts). */
const twins = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
  Object.entries(CATALOGUES.fr).map(([name, french]): [string, Language, object, object] => [
    name,
    language,
    french,
    CATALOGUES[language][name as keyof typeof CATALOGUES.fr],
  ]),
);

/**
 * What a language's texts never hold (their own typography, not French left behind): French's
 * narrow no-break space before « ! ? ; : » nowhere, its guillemets only in Spanish, and no
 * French word or letter that the language does not write.
 */
const foreign: Record<Exclude<Language, 'fr'>, RegExp[]> = {
  en: [/\u202f|«|»/u, /[éèêàùç]|\bnous\b|\bvous\b/iu],
  es: [/\u202f/u, /[èêàùç]|\bnous\b|\bvous\b/iu],
  de: [/\u202f|«|»/u, /[éèêàùç]|\bnous\b|\bvous\b/iu],
};

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

describe.each(twins)('%s in %s', (name, language, french, twin) => {
  const frenchShape = shapeOf(french, name);
  const twinShape = shapeOf(twin, name);

  it('has the same keys as in French, lists of the same length and functions of the same values', () => {
    const missingInTwin = [...frenchShape.keys()].filter((key) => !twinShape.has(key));
    const missingInFrench = [...twinShape.keys()].filter((key) => !frenchShape.has(key));
    expect(missingInTwin).toEqual([]);
    expect(missingInFrench).toEqual([]);
    for (const [key, entry] of frenchShape) expect([key, twinShape.get(key)]).toEqual([key, entry]);
  });

  it('is written in its own language, with its own punctuation', () => {
    // The choice of language names each language in that language: 'Français'.
    const inTheirOwnLanguage = new Set(
      LANGUAGES.map((other) => `messages.language.names.${other}`),
    );
    for (const [path, text] of textsOf(twin, name)) {
      if (inTheirOwnLanguage.has(path)) continue;
      for (const pattern of foreign[language as Exclude<Language, 'fr'>])
        expect([path, text]).not.toEqual([path, expect.stringMatching(pattern)]);
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
