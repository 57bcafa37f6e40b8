import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../shared/contracts/auth.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Database } from '../db/database.server.ts';
import { getOwnSecretSanta } from '../domain/own-secret-santa.server.ts';
import { Refusal } from '../../shared/refusal.ts';
import type { Actor } from '../domain/journal.server.ts';

type NotSignedIn = 'notSignedIn' | 'notSignedInToCreate' | 'notSignedInToDelete';

/** The signed-in user, or the operation's own refusal. */
export function requireUserOf(c: Context<AppEnv>, refusal: NotSignedIn = 'notSignedIn'): User {
  const user = c.get('user');
  if (!user) throw new Refusal(refusal);
  return user;
}

/**
 * Route middleware: refuses anonymous requests before their input is even validated,
 * so an anonymous caller learns nothing from validation messages.
 */
export function signedIn(refusal?: NotSignedIn): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireUserOf(c, refusal);
    await next();
  };
}

/** The organiser's operations: anonymous callers are refused before anything is read. */
export const organiserOnly = signedIn();

/**
 * The route's event, if the signed-in user organises it (its owner or a co-organiser): every
 * organiser operation's first step.
 */
export function ownSecretSantaOf(c: Context<AppEnv>, db: Database, id: string) {
  return getOwnSecretSanta(db, { id, organiserId: requireUserOf(c).id });
}

/** The signed-in organiser, as the event's journal names who acted. */
export function organiserActor(c: Context<AppEnv>): Actor {
  return { kind: 'organiser', name: requireUserOf(c).name };
}
