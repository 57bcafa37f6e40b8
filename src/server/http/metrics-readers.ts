import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isFromThisMachine } from '../dev/this-machine-only.ts';

/**
 * Who reads `/metrics`: a program on this machine (a Prometheus agent beside the app), or,
 * with `METRICS_TOKEN`, whoever sends it as `Authorization: Bearer …` (a Prometheus elsewhere).
 * Anyone else gets the 404 of a page that is not there: the counts of requests and e-mails
 * are the operator's, not the visitors'.
 */
export function metricsReaders(token: string | undefined): MiddlewareHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (c, next) => {
    const given = Buffer.from(c.req.header('authorization') ?? '');
    const hasToken =
      expected !== undefined &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!hasToken && !isFromThisMachine(c)) return c.notFound();
    return next();
  };
}
