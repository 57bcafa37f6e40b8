import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../shared/language.ts';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import type { User } from '../../shared/contracts/auth.ts';
import { messages } from '../../shared/messages.ts';
import { accountMessages } from '../../shared/account-messages.ts';
import type { Database } from '../db/database.server.ts';
import { signUps } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMail } from '../mail/enqueue-mail.server.ts';
import type { Auth } from './auth.server.ts';
import { signInWithPassword } from './call-auth.server.ts';
import { createVerifiedAccount, hasAccount } from './create-verified-account.server.ts';

/** Sign-up links last a day (docs/product.md §2.1). */
const SIGN_UP_LINK_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page the e-mailed link opens (src/web/routes/verify-email.tsx). */
const signUpLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

const invalidLink = () =>
  new HttpError(400, errorCodes.invalidToken, accountMessages.authError.invalidLink, 'token');

async function queueLink(
  db: Database,
  input: { email: string; name: string; token: string; publicUrl: string; language: Language },
) {
  await enqueueMail(db, {
    kind: 'verify-email',
    recipient: input.email,
    payload: { name: input.name, url: signUpLink(input.publicUrl, input.token) },
    language: input.language,
  });
}

type Clock = { now: Date };

/**
 * An organiser or a participant signs up: no account yet, only a pending sign-up with the
 * password they chose, and a link to their mailbox (docs/decisions/0013). A later sign-up
 * for the same address adds its own, so whoever signs up first cannot take the address from
 * its owner. An address that already has an account gets the same answer and no e-mail. The
 * password is hashed either way, so the answer takes as long.
 */
export async function startSignUp(
  db: Database,
  input: Clock & {
    name: string;
    email: string;
    password: string;
    publicUrl: string;
    /** The sign-up page's: the link's e-mail is written in it (docs/product.md §9.9). */
    language: Language;
  },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  if (await hasAccount(db, input.email)) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(signUps)
      .where(and(eq(signUps.email, input.email), lte(signUps.expiresAt, input.now)));
    await tx.insert(signUps).values({
      email: input.email,
      name: input.name,
      passwordHash,
      tokenHash: hashToken(token),
      expiresAt: new Date(input.now.getTime() + SIGN_UP_LINK_MS),
    });
    await queueLink(tx, { ...input, token });
  });
}

/**
 * 'Renvoyer l'email de vérification': a new link for the address's newest pending sign-up
 * (its old link stops working), for another day. Nothing for an address with no pending
 * sign-up; the caller answers the same either way.
 */
export async function resendSignUpLink(
  db: Database,
  input: Clock & { email: string; publicUrl: string; language: Language },
): Promise<void> {
  if (await hasAccount(db, input.email)) return;
  const [newest] = await db
    .select()
    .from(signUps)
    .where(and(eq(signUps.email, input.email), gt(signUps.expiresAt, input.now)))
    .orderBy(desc(signUps.createdAt))
    .limit(1);
  if (!newest) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(signUps)
      .set({
        tokenHash: hashToken(token),
        expiresAt: new Date(input.now.getTime() + SIGN_UP_LINK_MS),
      })
      .where(eq(signUps.id, newest.id));
    await queueLink(tx, {
      email: newest.email,
      name: newest.name,
      token,
      publicUrl: input.publicUrl,
      language: input.language,
    });
  });
}

/** The pending sign-up a link names, if it is still valid: its address and name. */
export async function readSignUp(
  db: Database,
  input: Clock & { token: string },
): Promise<{ email: string; name: string }> {
  const [row] = await db
    .select({ email: signUps.email, name: signUps.name })
    .from(signUps)
    .where(and(eq(signUps.tokenHash, hashToken(input.token)), gt(signUps.expiresAt, input.now)));
  if (!row) throw invalidLink();
  return row;
}

/** Every pending sign-up of the address whose password is this one: the newest first. */
async function pendingWithPassword(db: Database, email: string, password: string, now: Date) {
  const pending = await db
    .select()
    .from(signUps)
    .where(and(eq(signUps.email, email), gt(signUps.expiresAt, now)))
    .orderBy(desc(signUps.createdAt));
  for (const row of pending) {
    if (await verifyPassword({ hash: row.passwordHash, password })) return row;
  }
  return undefined;
}

/**
 * Following a link, the person types the password they chose when signing up: it must be the
 * password of one of the address's pending sign-ups. So the password that works afterwards is
 * always one that somebody holding this mailbox typed, never one chosen by someone who signed
 * up with another person's address (docs/decisions/0013). The account is made, and every
 * pending sign-up of the address is gone with it.
 */
export async function completeSignUp(
  db: Database,
  input: Clock & { token: string; password: string },
): Promise<{ email: string }> {
  const { email } = await readSignUp(db, input);
  const chosen = await pendingWithPassword(db, email, input.password, input.now);
  if (!chosen) {
    throw new HttpError(
      400,
      errorCodes.invalidCredentials,
      accountMessages.verifyEmail.wrongPassword,
      'password',
    );
  }
  await db.transaction((tx) =>
    createVerifiedAccount(tx, { email, name: chosen.name, passwordHash: chosen.passwordHash }),
  );
  return { email };
}

/**
 * Following a link, the person chooses the password now (they forgot it, or never signed up:
 * someone else used their address). Holding the link proves the mailbox is theirs.
 */
export async function completeSignUpWithNewPassword(
  db: Database,
  input: Clock & { token: string; name: string; newPassword: string },
): Promise<{ email: string }> {
  const { email } = await readSignUp(db, input);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) =>
    createVerifiedAccount(tx, { email, name: input.name, passwordHash }),
  );
  return { email };
}

/**
 * Signs in. A password refused because its sign-up still waits for the e-mailed link says so
 * (403 EMAIL_NOT_VERIFIED, 'Email non confirmé': docs/product.md §2.3), only to someone who typed that
 * very password: the answer never tells a stranger that someone signed up with an address.
 */
export async function signInOrExplain(
  c: Context,
  deps: { auth: Auth; db: Database; now: () => Date },
  credentials: { email: string; password: string },
): Promise<User> {
  try {
    return await signInWithPassword(c, deps.auth, credentials);
  } catch (error) {
    const isRefused = error instanceof HttpError && error.code === errorCodes.invalidCredentials;
    if (
      isRefused &&
      (await pendingWithPassword(deps.db, credentials.email, credentials.password, deps.now()))
    ) {
      throw new HttpError(403, errorCodes.emailNotVerified, messages.auth.emailNotConfirmedText);
    }
    throw error;
  }
}
