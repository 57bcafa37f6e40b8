import type { Context } from 'hono';
import { catalogueTranslator, type Translate } from '../../shared/catalogue-translation.ts';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  type Language,
  LANGUAGES,
} from '../../shared/language.ts';
import { screenCatalogues } from '../../shared/catalogues.ts';

/**
 * The language of the page that sent this request (docs/product.md §9.9): the `lang` cookie
 * the header's switch sets, else `Accept-Language`, else French. A page and its requests
 * follow the same rule, so a refusal or an e-mail it causes is in the page's language.
 */
export function requestLanguage(c: Context): Language {
  return chooseLanguage(c.req.header('cookie'), c.req.header('accept-language'));
}

/** French catalogue texts into each other language, built once (decision 0025). */
const translators = new Map<Language, Translate>(
  LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
    language,
    catalogueTranslator(screenCatalogues(DEFAULT_LANGUAGE), screenCatalogues(language)),
  ]),
);

/**
 * Puts a text the server worded in French (a catalogue text) into the caller's language; a
 * text no catalogue has stays as it is.
 */
export function inCallersLanguage(c: Context): (french: string) => string {
  const translate = translators.get(requestLanguage(c));
  return translate ? (french) => translate(french) ?? french : (french) => french;
}
