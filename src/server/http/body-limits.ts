import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Refusal } from '../../shared/refusal.ts';
import { answerRefusal } from './refusal-answer.ts';

const KB = 1024;
const MB = 1024 * KB;

/** Every JSON request the app takes is a form's worth of text: 64 KB is many times that. */
export const DEFAULT_BODY_LIMIT = 64 * KB;

/**
 * The larger requests (docs/product.md §11), each route saying so in its definition with
 * `largeBody` (the OpenAPI document shows it as `x-body-limit`): saving every player's
 * restrictions at once, and importing a list of up to 10,000 participants. The
 * 10,000-person event of the benchmarks, with 3 restrictions each, takes under half of it
 * (tests/api/request-edge.test.ts), so its players have room for several more each.
 */
export const LARGE_BODY_LIMIT = 4 * MB;

/** Spread into a route's definition (`createRoute`): its body may reach LARGE_BODY_LIMIT. */
export const largeBody = { 'x-body-limit': LARGE_BODY_LIMIT } as const;

/** A request of a route whose body may be larger: its method and its path as a pattern. */
export type LargeRequest = { method: string; path: RegExp };

/**
 * The requests whose routes say `largeBody`, from the app's route definitions (its OpenAPI
 * registry, where each path is the full one): '/api/secret-santas/{id}/restrictions' matches
 * any id.
 */
export function largeRequestsOf(
  definitions: readonly { type: string; route?: { method: string; path: string } }[],
): LargeRequest[] {
  return definitions.flatMap((definition) => {
    const route = definition.route as
      ({ method: string; path: string } & Partial<typeof largeBody>) | undefined;
    if (definition.type !== 'route' || !route?.['x-body-limit']) return [];
    const pattern = route.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return [{ method: route.method.toUpperCase(), path: new RegExp(`^${pattern}$`) }];
  });
}

/**
 * Bodies over the limit are refused with a 413 before they are read or parsed (by their
 * Content-Length, or as they arrive when it is missing), whatever the route. The refusal closes
 * the connection: the rest of the body is still on its way, and the server stops reading it
 * soon after answering, so a client that kept the connection for its next request (a browser,
 * a reverse proxy's pool) would wait on it for an answer that never comes. Told to close, it
 * opens a new one.
 */
export function limitRequestBodies(
  largeRequests: () => readonly LargeRequest[],
): MiddlewareHandler {
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
  const isLarge = (method: string, path: string) =>
    largeRequests().some((request) => request.method === method && request.path.test(path));
  return (c, next) => {
    const isLargeRequest = isLarge(c.req.method, c.req.path);
    // Judged by the header where it is enough: asking Hono for the body's stream builds a
    // whole Fetch request, which the Node server otherwise never makes. Node's parser holds a
    // body to its Content-Length, and a GET without one has no body.
    const length = c.req.header('content-length');
    if (c.req.header('transfer-encoding') === undefined) {
      const limit = isLargeRequest ? LARGE_BODY_LIMIT : DEFAULT_BODY_LIMIT;
      if (length !== undefined && Number(length) <= limit) return next();
      if (length === undefined && (c.req.method === 'GET' || c.req.method === 'HEAD'))
        return next();
    }
    return isLargeRequest ? large(c, next) : others(c, next);
  };
}
