import type { Context } from 'hono';
import type { User } from '../../shared/contracts/auth.ts';
import type { Auth } from './auth.server.ts';
import { toRefusal } from './auth-error.server.ts';
import { toUser } from './current-user.ts';

/** Runs a better-auth call, turning its refusals into the product's own. */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toRefusal(error);
  }
}

/** Copies better-auth's Set-Cookie headers onto our answer. */
export function forwardCookies(from: Headers, c: Context): void {
  for (const cookie of from.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/**
 * Signs in with an e-mail and password through better-auth, which makes the session and its
 * cookie; the cookie goes out with our answer.
 */
export async function signInWithPassword(
  c: Context,
  auth: Auth,
  credentials: { email: string; password: string },
): Promise<User> {
  const { headers, response } = await callAuth(() =>
    auth.api.signInEmail({ body: credentials, headers: c.req.raw.headers, returnHeaders: true }),
  );
  forwardCookies(headers, c);
  return toUser(response.user);
}
