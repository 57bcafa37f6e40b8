import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AnswerCache } from '../db/answer-cache.ts';
import type { Database } from '../db/database.server.ts';
import { prepared } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isSafeMethod } from '../http/same-origin-writes.ts';
import { SESSION_SECONDS, type Auth } from './auth.server.ts';
import { forwardCookies, runAuth } from './call-auth.server.ts';
import { toUser } from './current-user.ts';

/** The session cookie's value, under its name over HTTP or HTTPS (`__Secure-`). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?secret-santa\.session_token=([^;]*)/;
const DONT_REMEMBER_COOKIE = /(?:^|;\s*)(?:__Secure-)?secret-santa\.dont_remember=/;

/**
 * The token of a session cookie whose signature is right, else null. better-auth signs the
 * cookie as better-call does: `encodeURIComponent(token + '.' + base64(HMAC-SHA256(secret,
 * token)))`.
 */
function verifiedToken(cookieValue: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

const findSession = prepared((db) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('find_session_by_token'),
);

/**
 * Reads the session cookie once per API request. The usual case, a valid session not yet due
 * for its daily extension, is one prepared statement, or none when a read finds it in the
 * answer cache: better-auth's own lookup (cookie parsing, hooks, two lookups) costs several
 * times as much CPU, on every signed-in read (decision 0010; docs/benchmarks.md). Anything
 * else (no such session, expired, due for extension, a bad signature, "don't remember me")
 * goes to better-auth, which clears or renews the cookie as it always does.
 */
export function loadSession(deps: {
  auth: Auth;
  db: Database;
  cache: AnswerCache;
  authSecret: string;
  now: () => Date;
}): MiddlewareHandler<AppEnv> {
  const lookUp = (token: string) => findSession(deps.db).execute({ token });
  return async (c, next) => {
    const cookies = c.req.header('cookie') ?? '';
    const cookieValue = SESSION_COOKIE.exec(cookies)?.[1];
    // No session cookie (a personal link, a visitor): nothing to look up.
    if (cookieValue === undefined) {
      c.set('user', null);
      await next();
      return;
    }
    const token = DONT_REMEMBER_COOKIE.test(cookies)
      ? null
      : verifiedToken(cookieValue, deps.authSecret);
    if (token) {
      // A read may use the answer cache; a write checks the database (decision 0012).
      const [found] = isSafeMethod(c.req.method)
        ? await deps.cache.answer({ name: 'session', scope: token }, () => lookUp(token))
        : await lookUp(token);
      const now = deps.now().getTime();
      const isDueForExtension =
        found &&
        found.expiresAt.getTime() -
          SESSION_SECONDS.expiresIn * 1000 +
          SESSION_SECONDS.updateAge * 1000 <=
          now;
      if (found && found.expiresAt.getTime() > now && !isDueForExtension) {
        c.set('user', toUser(found.user));
        await next();
        return;
      }
    }
    const { headers, response } = await runAuth(() =>
      deps.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }),
    );
    c.set('user', response ? toUser(response.user) : null);
    forwardCookies(headers, c);
    await next();
  };
}
