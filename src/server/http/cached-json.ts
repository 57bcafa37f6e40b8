import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AnswerCache, CachedAnswer } from '../db/answer-cache.ts';

/**
 * The answers sent compressed when the browser takes it: the organiser's, whose size grows with
 * the event (a company's dashboard or sending list is megabytes). docs/security.md ("Compressed
 * answers") checks each cached answer, BREACH style, for a secret beside text someone else
 * writes; the participant space is one (whom they give to, the links of those they look after,
 * beside their recipient's words) and never goes out compressed.
 */
const COMPRESSED: ReadonlySet<CachedAnswer['name']> = new Set(['dashboard', 'drawState']);
/** Smaller than this, an answer fits in a packet or two: compressing it saves nothing. */
const COMPRESS_FROM_BYTES = 1400;

/**
 * A 200 JSON answer through the answer cache, kept as the text that is sent: a page read
 * again costs neither a database round trip nor `JSON.stringify` (decision 0012). Typed like
 * `c.json(value, 200)`, which it answers exactly like, compressed for the answers above.
 */
export async function cachedJson<T>(
  c: Context,
  cache: AnswerCache,
  answer: CachedAnswer,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, 'json'>> {
  const body = await cache.answer(answer, async () => JSON.stringify(await load()));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const encoding = COMPRESSED.has(answer.name) ? encodingFor(c, body) : null;
  // The same bytes as c.json(value, 200), so the same type.
  type Json = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
  if (!encoding) return c.body(body, 200, headers) as unknown as Json;
  headers['content-encoding'] = encoding;
  headers.vary = 'Accept-Encoding';
  return c.body(new Uint8Array(compressed(body, encoding)), 200, headers) as unknown as Json;
}

function encodingFor(c: Context, body: string): 'br' | 'gzip' | null {
  if (body.length < COMPRESS_FROM_BYTES) return null;
  const accepted = c.req.header('accept-encoding') ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function compressed(body: string, encoding: 'br' | 'gzip'): Buffer {
  // Quick settings: made at each read, while the organiser waits (docs/benchmarks.md).
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 4 });
}
