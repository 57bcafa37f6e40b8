import type { MiddlewareHandler } from 'hono';
import { CATALOGUES } from '../../shared/catalogues.ts';
import { requestLanguage } from './request-language.ts';

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The name part of a `Host` header (`localhost:3000` → `localhost`, `[::1]:3000` → `[::1]`). */
export function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase();
}

/** `localhost`, `127.0.0.1` or `[::1]`, with or without a port: this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTNAMES.has(hostnameOf(host));
}

/**
 * Only the names the app is reached by are served: `PUBLIC_URL`'s host, and this machine's own
 * (`localhost`, `127.0.0.1`, `[::1]`, any port, for a reverse proxy on the same machine and for
 * the organiser's own browser). A page on another site whose name was made to point at this
 * machine (DNS rebinding) asks with its own name, and is refused: it cannot read answers
 * meant for this origin (docs/security.md).
 */
export function refuseForeignHosts(publicUrl: string): MiddlewareHandler {
  const publicHost = new URL(publicUrl).host.toLowerCase();
  return async (c, next) => {
    const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
    if (host === publicHost || isLoopbackHost(host)) return next();
    return c.text(CATALOGUES[requestLanguage(c)].serverMessages.api.foreignHost, 421);
  };
}
