import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import type { User } from '../../shared/contracts/auth.ts';
import type { Auth } from './auth.server.ts';
import { toRefusal } from './auth-error.server.ts';
import { toUser } from './current-user.ts';
import { mailLanguages } from './mail-language.ts';

/** Runs a better-auth call, turning its refusals into the product's own. */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await runAuth(call);
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

let authCallsUnderWay = 0;

/**
 * Runs a call to better-auth (its API, its handler, its context), as every call to it is run.
 * better-auth keeps what a call is about in AsyncLocalStorages, as does mail-language.ts around
 * it; on Node 20, while any such storage is in use, every promise the process makes pays for
 * it, a participant's save included (decision 0039). So when the last call under way ends,
 * they are put to rest; the next call takes them up again.
 */
export async function runAuth<T>(call: () => Promise<T>): Promise<T> {
  authCallsUnderWay++;
  try {
    return await call();
  } finally {
    authCallsUnderWay--;
    if (authCallsUnderWay === 0) putAuthStoragesToRest();
  }
}

/** Where better-auth keeps its storages, whichever copy of it made them (its own comment). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

/** The storages a call to better-auth uses: better-auth's own, and the mail's language. */
export function authStorages(): AsyncLocalStorage<unknown>[] {
  const shared = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: object } })[
    BETTER_AUTH_GLOBAL
  ];
  const betterAuths = Object.values(shared?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
  return [...betterAuths, mailLanguages];
}

function putAuthStoragesToRest(): void {
  for (const storage of authStorages()) storage.disable();
}
