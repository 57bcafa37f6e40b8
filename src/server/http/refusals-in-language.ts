import type { MiddlewareHandler } from 'hono';
import { catalogueTranslator, type Translate } from '../../shared/catalogue-translation.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/language.ts';
import { CATALOGUES } from '../catalogues.ts';
import { requestLanguage } from './request-language.ts';

/**
 * Every refusal in the caller's language (docs/product.md §9.9): the server words its refusals
 * in French, whatever made them (a route, zod, a middleware), and each `{ error: { code,
 * message } }` leaving it is put in the language the caller's page is in (the `lang` cookie
 * the header's switch sets, else `Accept-Language`), through the twin catalogue. The code
 * stays as it is. A message no catalogue has is left in French.
 */
export function refusalsInCallersLanguage(): MiddlewareHandler {
  const translators = new Map<string, Translate>(
    LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
      language,
      catalogueTranslator(CATALOGUES[DEFAULT_LANGUAGE], CATALOGUES[language]),
    ]),
  );
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const language = requestLanguage(c);
    const translate = translators.get(language);
    if (!translate || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    if (!body?.error || typeof message !== 'string') return;
    const translated = translate(message);
    if (translated === undefined) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.set('content-language', language);
    c.res = new Response(
      JSON.stringify({ ...body, error: { ...body.error, message: translated } }),
      {
        status: c.res.status,
        headers,
      },
    );
  };
}
