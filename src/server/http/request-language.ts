import type { Context } from 'hono';
import { chooseLanguage, type Language } from '../../shared/language.ts';

/**
 * The language of the page that sent this request (docs/product.md §9.9): the `lang` cookie
 * the header's switch sets, else `Accept-Language`, else French. A page and its requests
 * follow the same rule, so a refusal or an e-mail it causes is in the page's language.
 */
export function requestLanguage(c: Context): Language {
  return chooseLanguage(c.req.header('cookie'), c.req.header('accept-language'));
}
