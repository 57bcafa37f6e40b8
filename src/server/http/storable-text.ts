import type { Context, MiddlewareHandler } from 'hono';
import { Refusal } from '../../shared/refusal.ts';
import { answerRefusal } from './refusal-answer.ts';

/** `\u0000` in JSON text, not preceded by an escaped backslash (`\\u0000` is six characters). */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

/**
 * One escape of JSON text, read from left to right so that the second backslash of `\\` never
 * starts one: a surrogate pair (kept), a surrogate alone (captured), or any other escape.
 */
const JSON_ESCAPE =
  /\\(?:u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}|(u[dD][89a-fA-F][0-9a-fA-F]{2})|[\s\S])/g;

/**
 * Decoded from UTF-8, a body holds no surrogate of its own: only an escape can put one in a
 * string. A body without this (nearly every one) is left as it came.
 */
const MAY_HOLD_SURROGATE = /\\u[dD][89a-fA-F]/;

/** The path to the first string (or key) holding a NUL, e.g. `excluded.<id>.0`, else null. */
function pathToNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key];
    const found = pathToNul(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** JSON text whose lone UTF-16 surrogates are each U+FFFD, escaped; pairs are kept. */
export function withoutLoneSurrogates(json: string): string {
  if (!MAY_HOLD_SURROGATE.test(json)) return json;
  return json.replace(JSON_ESCAPE, (escape, lone?: string) => (lone ? '\\ufffd' : escape));
}

/**
 * Text the database can store, for every operation at once, before any route reads the
 * request:
 * - PostgreSQL cannot store the NUL character: a request whose address or JSON body holds one
 *   is refused with a 400 (naming the field) and changes nothing;
 * - a lone UTF-16 surrogate (a broken emoji, `"\ud83c"`) has no UTF-8 form, and PostgreSQL
 *   refuses it in `jsonb` (an e-mail's payload): it becomes U+FFFD, as a text column's
 *   parameter already does through the driver's UTF-8, so every route and every column sees
 *   the same well-formed text. A path or a query needs nothing: Hono decodes it with
 *   `decodeURIComponent`, which never yields a lone surrogate (`%ED%A0%80` stays as it is).
 * The body's text is read once here; the route's validator parses the text left here (Hono
 * keeps it in `c.req.bodyCache`).
 */
export function makeTextStorable(): MiddlewareHandler {
  const refuse = (c: Context, field?: string) =>
    answerRefusal(c, new Refusal('nulCharacter', {}, field || undefined));
  return async (c, next) => {
    if (/%00/.test(c.req.url)) return refuse(c);
    if (/json/i.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.text();
      if (ESCAPED_NUL.test(text)) {
        let path: string[] | null = null;
        try {
          path = pathToNul(JSON.parse(text));
        } catch {
          // Not JSON after all: the route's validator says so in its own words.
        }
        if (path) return refuse(c, path.join('.'));
      }
      const wellFormed = withoutLoneSurrogates(text);
      // Hono keeps the promise of the text (its type says the text itself), and `c.req.json()`
      // parses what is kept.
      if (wellFormed !== text) c.req.bodyCache.text = Promise.resolve(wellFormed) as never;
    }
    return next();
  };
}
