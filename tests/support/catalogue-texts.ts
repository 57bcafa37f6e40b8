import { screenCatalogues } from '../../src/shared/catalogues.ts';
import { DEFAULT_LANGUAGE } from '../../src/shared/language.ts';

const MARKER = '\u0001';

/**
 * Every text of the screens' catalogues (src/shared/catalogues.ts): the fixed ones, and a
 * pattern for each text made from values (a name, an address). Every refusal the API answers
 * and every text a screen shows is one of these, which the tests check.
 */
export function catalogueTexts(catalogue: object = screenCatalogues(DEFAULT_LANGUAGE)): {
  fixed: ReadonlySet<string>;
  isCatalogueText: (text: string) => boolean;
} {
  const fixed = new Set<string>();
  const patterns: RegExp[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') fixed.add(value);
    else if (typeof value === 'function') {
      const made = tryCalling(value as (...args: unknown[]) => unknown);
      // A text made of values alone (a count, a list of names) has no wording of its own:
      // as a pattern it would match any text.
      if (typeof made === 'string' && made.replaceAll(MARKER, '').trim() !== '')
        patterns.push(patternOf(made));
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(catalogue);
  return {
    fixed,
    isCatalogueText: (text) => fixed.has(text) || patterns.some((pattern) => pattern.test(text)),
  };
}

function tryCalling(make: (...args: unknown[]) => unknown): unknown {
  try {
    return make(...Array.from({ length: Math.max(make.length, 1) }, () => MARKER));
  } catch {
    return undefined; // Made from something other than texts: not a refusal's wording.
  }
}

function patternOf(made: string): RegExp {
  const escaped = made.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.split(MARKER).join('[\\s\\S]+')}$`);
}
