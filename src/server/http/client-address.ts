import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address rate limits count against. Behind a reverse proxy, set TRUST_PROXY so the
 * first X-Forwarded-For hop is used; otherwise that header is ignored (anyone can send it).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'inconnue';
  } catch {
    // app.request() in tests has no socket.
    return 'inconnue';
  }
}
