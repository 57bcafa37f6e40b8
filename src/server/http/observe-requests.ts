import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { asRequest, logAnswer } from '../log.ts';
import { httpDuration, httpRequests } from '../metrics.ts';

/** nginx's `$request_id` (32 hex digits) or any such token; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Each request counted and timed by its route's pattern (never its values: ids and tokens stay
 * out of the metrics and the logs), under an id that its log lines carry and its answer tells
 * (`X-Request-Id`): the proxy's when one is trusted, else a new one. With `LOG_FORMAT=json`,
 * one line per answer.
 */
export function observeRequests(options: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = options.trustProxy && given && REQUEST_ID.test(given) ? given : randomUUID();
    await asRequest(requestId, next);
    c.res.headers.set('x-request-id', requestId);
    const seconds = (performance.now() - started) / 1000;
    // The handler that answered: the last to run (a middleware that refused, or the route).
    const route = routePath(c) || 'none';
    const { method } = c.req;
    const status = c.res.status;
    httpRequests.inc({ method, route, status: String(status) });
    httpDuration.observe({ method, route }, seconds);
    logAnswer({ requestId, method, route, status, ms: Math.round(seconds * 1000) });
  };
}
