import { CATALOGUES, screenCatalogues, textAt } from './catalogues.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from './language.ts';
import { Refusal, type RefusalOf } from './refusal.ts';

/** What a contract's check leaves: zod's issue, as much of it as a refusal needs. */
type Issue = { message: string; path: readonly PropertyKey[]; params?: unknown };

/**
 * The refusal a broken rule of a contract stands for, as the server answers it. The contracts
 * word each rule with a fixed text of the screens' catalogues, which the form beside them shows
 * as it is; the server, which holds them in French, finds that text's place in the catalogues
 * and renders the place in its reader's language. A rule worded with values (a household's name)
 * carries its refusal in the issue's `params.refusal`. Anything else zod says (a number where
 * text was expected) is the generic refusal of the field.
 */
export function refusalOfIssue(issue: Issue | undefined): Refusal {
  const field = issue?.path.map(String).join('.') || undefined;
  const carried = (issue?.params as { refusal?: RefusalOf } | undefined)?.refusal;
  if (carried) return new Refusal(carried.code, carried.params as never, field);
  const place = issue && placeOfText().get(issue.message);
  if (place) return new Refusal('brokenRule', { text: place }, field);
  return field ? new Refusal('invalidValue', { field }, field) : new Refusal('invalidInput');
}

let places: Map<string, string> | undefined;

/**
 * Each fixed French text of the screens' catalogues, by its place. A text found at two places
 * whose twins differ in some language has no place here: which one was meant cannot be told.
 */
function placeOfText(): Map<string, string> {
  if (places) return places;
  const found = new Map<string, string | null>();
  const visit = (value: unknown, place: string) => {
    if (typeof value === 'string') {
      const earlier = found.get(value);
      if (earlier === undefined) found.set(value, place);
      else if (earlier !== null && !sameInEveryLanguage(earlier, place)) found.set(value, null);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        visit(inner, place ? `${place}.${key}` : key);
    }
  };
  visit(screenCatalogues(DEFAULT_LANGUAGE), '');
  places = new Map([...found].flatMap(([text, place]) => (place === null ? [] : [[text, place]])));
  return places;
}

function sameInEveryLanguage(first: string, second: string): boolean {
  return LANGUAGES.every(
    (language) => textAt(CATALOGUES[language], first) === textAt(CATALOGUES[language], second),
  );
}
