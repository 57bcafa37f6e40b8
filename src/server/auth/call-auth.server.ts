import type { Context } from 'hono';
import { toHttpError } from './auth-error.server.ts';

/** Runs a better-auth call, turning its English refusals into our French ones. */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** Copies better-auth's Set-Cookie headers onto our answer. */
export function forwardCookies(from: Headers, c: Context): void {
  for (const cookie of from.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}
