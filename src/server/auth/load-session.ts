import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth.server.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forwardCookies } from './call-auth.server.ts';
import { toUser } from './current-user.ts';

/** Reads the session cookie once per API request; a refreshed cookie is passed on. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // No session cookie (a personal link, a visitor): nothing to look up. better-auth would
    // still parse and query, about 2 ms of CPU on the participant space's hottest read.
    if (
      !/(?:^|;\s*)(?:__Secure-)?secret-santa\.session_token=/.test(c.req.header('cookie') ?? '')
    ) {
      c.set('user', null);
      await next();
      return;
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set('user', response ? toUser(response.user) : null);
    forwardCookies(headers, c);
    await next();
  };
}
