import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE } from '../../shared/language.ts';
import { inCallersLanguage, requestLanguage } from './request-language.ts';

/**
 * Every refusal in the caller's language (docs/product.md §9.9): the server words its refusals
 * in French, whatever made them (a route, zod, a middleware), and each `{ error: { code,
 * message } }` leaving it is put in the language the caller's page is in (the `lang` cookie
 * the header's switch sets, else `Accept-Language`), through the twin catalogue. The code
 * stays as it is. A message no catalogue has is left in French.
 */
export function refusalsInCallersLanguage(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    const language = requestLanguage(c);
    if (language === DEFAULT_LANGUAGE) return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    if (!body?.error || typeof message !== 'string') return;
    const translated = inCallersLanguage(c)(message);
    if (translated === message) return;
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
