import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../shared/language.ts';
import { hashPassword } from 'better-auth/crypto';
import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { signUps } from '../db/schema.ts';
import { Refusal } from '../../shared/refusal.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { withUniformDuration } from '../security/uniform-duration.server.ts';
import { createVerifiedAccount, hasAccount } from './create-verified-account.server.ts';

/** Sign-up links last a day (docs/product.md §2.1). */
const SIGN_UP_LINK_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page the e-mailed link opens (src/web/routes/verify-email.tsx). */
const signUpLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;

const invalidLink = () => new Refusal('signUpLinkInvalid', {}, 'token');

const alreadyActivated = () => new Refusal('alreadyActivated');

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
 * Someone signs up (an organiser, or a participant): no account yet, only a pending sign-up with
 * the name to offer, and a link to the mailbox, whose page chooses the password
 * (docs/decisions/0013). A later sign-up for the same address adds its own, so whoever signs up
 * first cannot take the address from its owner. An address that already has an account gets the
 * same answer and no e-mail, in the same time: the work done only for a new address (a row, an
 * e-mail in the outbox) is padded to a fixed duration, as the resend is (decision 0008), here so
 * that every caller answers alike.
 */
export async function startSignUp(
  db: Database,
  input: Clock & {
    name: string;
    email: string;
    publicUrl: string;
    /** The sign-up page's: the link's e-mail is written in it (docs/product.md §9.9). */
    language: Language;
  },
): Promise<void> {
  await withUniformDuration(async () => {
    if (await hasAccount(db, input.email)) return;
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await tx
        .delete(signUps)
        .where(and(eq(signUps.email, input.email), lte(signUps.expiresAt, input.now)));
      await tx.insert(signUps).values({
        email: input.email,
        name: input.name,
        tokenHash: hashToken(token),
        expiresAt: new Date(input.now.getTime() + SIGN_UP_LINK_MS),
      });
      await queueLink(tx, { ...input, token });
    });
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
    .where(
      and(eq(signUps.email, input.email), isNull(signUps.usedAt), gt(signUps.expiresAt, input.now)),
    )
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

/**
 * The sign-up a link names: its address and name, and whether its address has its account
 * already. Only a link this server sent is found, so only its holder, who reads that mailbox,
 * learns that the account exists (docs/decisions/0027): a forged or unknown token, and an
 * unused one past its day, are one and the same invalid link. A used link says so even past
 * its day: the person then needs to sign in, not a new link, which would not come (§2.5).
 */
export async function readSignUp(
  db: Database,
  input: Clock & { token: string },
): Promise<{ email: string; name: string; isActivated: boolean }> {
  const [row] = await db
    .select({
      email: signUps.email,
      name: signUps.name,
      expiresAt: signUps.expiresAt,
      usedAt: signUps.usedAt,
    })
    .from(signUps)
    .where(eq(signUps.tokenHash, hashToken(input.token)));
  if (!row) throw invalidLink();
  if (row.usedAt) return { email: row.email, name: row.name, isActivated: true };
  if (row.expiresAt.getTime() <= input.now.getTime()) throw invalidLink();
  return { email: row.email, name: row.name, isActivated: false };
}

/** The address of the link's sign-up, still pending: a used link is refused with 409. */
async function readPendingSignUp(db: Database, input: Clock & { token: string }) {
  const signUp = await readSignUp(db, input);
  if (signUp.isActivated) throw alreadyActivated();
  return signUp;
}

/**
 * Following a link, the person chooses the account's name and password: holding the link proves
 * the mailbox is theirs, so the password that works is always one that somebody reading that
 * mailbox chose, never one chosen by someone who signed up with another person's address
 * (docs/decisions/0013). The account is made, and every sign-up of the address is used with it
 * (docs/decisions/0027). Two activations at once make one account: the unique address decides.
 */
export async function completeSignUp(
  db: Database,
  input: Clock & { token: string; name: string; password: string },
): Promise<{ email: string }> {
  const { email } = await readPendingSignUp(db, input);
  const passwordHash = await hashPassword(input.password);
  await db.transaction((tx) =>
    createVerifiedAccount(tx, { email, name: input.name, passwordHash, now: input.now }),
  );
  return { email };
}
