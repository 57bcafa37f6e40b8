import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AnswerCache, CachedAnswer } from '../db/answer-cache.ts';

/**
 * A 200 JSON answer through the answer cache, kept as the text that is sent: a page read
 * again costs neither a database round trip nor `JSON.stringify` (decision 0012). Typed like
 * `c.json(value, 200)`, which it answers exactly like.
 */
export async function cachedJson<T>(
  c: Context,
  cache: AnswerCache,
  answer: CachedAnswer,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const body = await cache.answer(answer, async () => JSON.stringify(await load()));
  // The same bytes as c.json(value, 200), so the same type.
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
}
