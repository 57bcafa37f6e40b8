import type { MiddlewareHandler } from 'hono';
import type { Auth } from './auth.server.ts';
import type { AppEnv } from '../http/app-env.ts';
import { forwardCookies } from './call-auth.server.ts';
import { toUser } from './current-user.ts';

/** Reads the session cookie once per API request; a refreshed cookie is passed on. */
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    c.set('user', response ? toUser(response.user) : null);
    forwardCookies(headers, c);
    await next();
  };
}
