import type { MiddlewareHandler } from 'hono';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { messages } from '../../shared/messages.ts';
import { errorBody } from './http-error.ts';

/** `\u0000` in JSON text, not preceded by an escaped backslash (`\\u0000` is six characters). */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

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

/**
 * PostgreSQL cannot store the NUL character in text. One rule for every operation: a request
 * whose address or JSON body holds one is refused with a French 400 and changes nothing, instead
 * of reaching the database and failing there. The body's text is read once here; the route's
 * validator then parses that same text (Hono keeps it).
 */
export function refuseNulCharacters(): MiddlewareHandler {
  const refuse = (field?: string) =>
    errorBody(errorCodes.invalidInput, messages.api.nulCharacter, field || undefined);
  return async (c, next) => {
    if (/%00/.test(c.req.url)) return c.json(refuse(), 400);
    if (/json/i.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.text();
      if (ESCAPED_NUL.test(text)) {
        let path: string[] | null = null;
        try {
          path = pathToNul(JSON.parse(text));
        } catch {
          // Not JSON after all: the route's validator says so in its own words.
        }
        if (path) return c.json(refuse(path.join('.')), 400);
      }
    }
    return next();
  };
}
