import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Refusal } from '../../shared/refusal.ts';
import { answerRefusal } from './refusal-answer.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON request the app takes is a form's worth of text: 64 KB is many times that. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * The two larger requests (docs/product.md §11): saving the restrictions of every player at
 * once, and importing a list of up to 10,000 participants. The 10,000-person event of the
 * benchmarks, with 3 restrictions each, takes under half of it (tests/api/request-edge.test.ts),
 * so its players have room for several more each.
 */
export const LARGE_BODY_LIMIT = 4 * MB;

const isLargeRequest = (method: string, path: string) =>
  (method === 'PUT' && /^\/api\/secret-santas\/[^/]+\/restrictions$/.test(path)) ||
  (method === 'POST' && /^\/api\/secret-santas\/[^/]+\/players\/import$/.test(path));

/**
 * Bodies over the limit are refused with a 413 before they are read or parsed (by their
 * Content-Length, or as they arrive when it is missing), whatever the route. The refusal closes
 * the connection: the rest of the body is still on its way, and the server stops reading it
 * soon after answering, so a client that kept the connection for its next request (a browser,
 * a reverse proxy's pool) would wait on it for an answer that never comes. Told to close, it
 * opens a new one.
 */
export function limitRequestBodies(): MiddlewareHandler {
  const refuse = (limit: number) =>
    bodyLimit({
      maxSize: limit,
      onError: (c) =>
        answerRefusal(c, new Refusal('payloadTooLarge', { bytes: limit }), {
          headers: { connection: 'close' },
        }),
    });
  const large = refuse(LARGE_BODY_LIMIT);
  const others = refuse(DEFAULT_BODY_LIMIT);
  return (c, next) => (isLargeRequest(c.req.method, c.req.path) ? large(c, next) : others(c, next));
}
