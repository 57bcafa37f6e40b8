import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { mailMessages } from '../../shared/mail-messages.ts';
import { isLoopbackHost } from '../http/allowed-hosts.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // No socket (app.request() in tests): not this machine.
    return undefined;
  }
}

/**
 * Whether the request comes from the person or a program on this machine itself, when all three
 * hold:
 * - the connection comes from this machine (the loopback address), so nobody on the network;
 * - the `Host` is a loopback name, so not a page of another site whose name was pointed at
 *   127.0.0.1 (DNS rebinding), which the browser would let read this answer;
 * - no proxy header, since a reverse proxy on this machine connects from loopback on behalf
 *   of anyone.
 */
export function isFromThisMachine(c: Context): boolean {
  const address = peerAddress(c);
  const isProxied =
    c.req.header('x-forwarded-for') !== undefined ||
    c.req.header('forwarded') !== undefined ||
    c.req.header('x-real-ip') !== undefined;
  return (
    address !== undefined &&
    isLoopbackAddress(address) &&
    isLoopbackHost(c.req.header('host') ?? '') &&
    !isProxied
  );
}

/**
 * For pages meant for the person at this machine's keyboard (the local mailbox: reset links,
 * personal links, provisional passwords): answered only from this machine (`isFromThisMachine`).
 */
export function thisMachineOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (!isFromThisMachine(c)) return c.text(mailMessages.mailbox.thisMachineOnly, 403);
    c.header('cache-control', 'no-store');
    return next();
  };
}
