import { LANGUAGES } from '../../src/shared/language.ts';

/**
 * A pseudo-language for the tests only (docs/product.md §9.9): English, each letter accented
 * and each text made longer and put between ⟦ ⟧. Rendered in it, a screen, a refusal or an
 * e-mail shows every catalogue text marked; a French or English text left in it, or a text
 * written in the code, is letters outside the marks, which {@link lettersOutsidePseudo} finds.
 * The values a text is made with (a name, an address) are kept as they are.
 */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
const LANGUAGE_CODES = new Set<string>(LANGUAGES);

const PLAIN = [...'aeiouycnszAEIOUYCNSZ'];
const ACCENTS = [...'áéíóúýçñšžÁÉÍÓÚÝÇÑŠŽ'];
const ACCENTED = new Map(PLAIN.map((letter, index) => [letter, ACCENTS[index] ?? letter]));

function accent(text: string): string {
  return text.replace(/[aeiouycnszAEIOUYCNSZ]/g, (letter) => ACCENTED.get(letter) ?? letter);
}

/**
 * `text` in the pseudo-language, the values in `kept` left as they are. A text with no word of
 * its own (one name from a list, a number formatted) has nothing to mark; a language's code
 * (the catalogue naming its own language) stays a code.
 */
function pseudoText(text: string, kept: readonly string[]): string {
  const values = [...new Set(kept.filter((value) => value !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const ownWords = values.reduce((rest, value) => rest.replaceAll(value, ''), text);
  if (!/\p{L}/u.test(ownWords) || LANGUAGE_CODES.has(text)) return text;
  let made = '';
  let rest = text;
  while (rest !== '') {
    let next = -1;
    let value = '';
    for (const candidate of values) {
      const at = rest.indexOf(candidate);
      if (at !== -1 && (next === -1 || at < next)) [next, value] = [at, candidate];
    }
    if (next === -1) {
      made += accent(rest);
      break;
    }
    made += accent(rest.slice(0, next)) + value;
    rest = rest.slice(next + value.length);
  }
  // A third longer: a label that only fits in English breaks here.
  const longer = '·'.repeat(Math.ceil(text.length / 3));
  return `${PSEUDO_OPEN}${made}${longer}${PSEUDO_CLOSE}`;
}

function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  return [];
}

/** A catalogue in the pseudo-language: every text, and every text a function makes. */
export function pseudoCatalogue<T>(catalogue: T): T {
  const convert = (value: unknown): unknown => {
    if (typeof value === 'string') return pseudoText(value, []);
    if (Array.isArray(value)) return value.map(convert);
    if (typeof value === 'function') {
      return (...args: unknown[]) => {
        const made: unknown = (value as (...a: unknown[]) => unknown)(...args);
        return typeof made === 'string' ? pseudoText(made, args.flatMap(textsIn)) : convert(made);
      };
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
    }
    return value;
  };
  return convert(catalogue) as T;
}

/**
 * What `text` shows outside the pseudo-language's marks and the `data` it was made with (names,
 * addresses, numbers): the letters left, which a finished screen, refusal or e-mail has none of.
 */
export function lettersOutsidePseudo(text: string, data: readonly string[] = []): string {
  let rest = text;
  // Marks nest (a list of names inside a sentence): innermost first.
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  for (const value of [...data].sort((a, b) => b.length - a.length)) {
    if (value !== '') rest = rest.replaceAll(value, ' ');
  }
  return (rest.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? []).join(' ');
}
