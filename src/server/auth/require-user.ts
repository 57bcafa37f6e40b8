import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../shared/contracts/auth.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/http-error.ts';

/** The signed-in user, or a 401 with the operation's own French message. */
export function requireUserOf(c: Context<AppEnv>, message?: string): User {
  const user = c.get('user');
  if (!user) throw unauthorized(message);
  return user;
}

/**
 * Route middleware: refuses anonymous requests before their input is even validated,
 * so an anonymous caller learns nothing from validation messages.
 */
export function signedIn(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireUserOf(c, message);
    await next();
  };
}

/** The organiser's operations: anonymous callers are refused before anything is read. */
export const organiserOnly = signedIn();
