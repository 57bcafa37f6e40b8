import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import { createVerifiedAccount, hasAccount } from '../../auth/create-verified-account.server.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';
import { sameKey } from '../../../shared/same-key.ts';

export async function findSantaAuthEvent(db: Database, secretSantaId: string) {
  const missing = new Refusal('santaAuthEventNotFound', { secretSantaId });
  if (!isUuid(secretSantaId)) throw missing;
  const [event] = await db
    .select({ id: secretSantas.id, name: secretSantas.name })
    .from(secretSantas)
    .where(eq(secretSantas.id, secretSantaId));
  if (!event) throw missing;
  return event;
}

/** The player of the event with this e-mail, in any letter case (docs/product.md §8.1), else 404. */
export async function findPlayerByEmail(db: Database, secretSantaId: string, email: string) {
  await findSantaAuthEvent(db, secretSantaId);
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.secretSantaId, secretSantaId), playerEmailIs(email)));
  if (!player) throw new Refusal('santaAuthNotAPlayer', { email }, 'email');
  return player;
}

export async function isPlayerOf(db: Database, secretSantaId: string, email: string) {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.secretSantaId, secretSantaId), playerEmailIs(email)));
  return player !== undefined;
}

type ProvisionalAttempt = {
  secretSantaId: string;
  email: string;
  provisionalPassword: string;
  /** Where the attempt comes from, as rate limits count it. */
  address: string;
  now: Date;
};

/**
 * First login, step 1: the provisional password of the invitation. Each attempt is counted
 * against the address and against the e-mail in this event before anything is looked up, so
 * that the answer ("no such participant", "wrong password") can be asked only so often
 * (docs/security.md). Returns the player and the hash that matched.
 */
export async function checkProvisionalPassword(db: Database, attempt: ProvisionalAttempt) {
  await enforceRateLimit(db, `provisional:ip:${attempt.address}`, rateRules.provisionalPerAddress);
  await enforceRateLimit(
    db,
    `provisional:email:${attempt.secretSantaId}:${sameKey(attempt.email)}`,
    rateRules.provisionalPerPlayer,
  );
  const player = await findPlayerByEmail(db, attempt.secretSantaId, attempt.email);
  // Someone who already made their account is sent to the login tab, whatever they typed.
  if (await hasAccount(db, player.email)) {
    throw new Refusal('accountExists', {}, 'email');
  }
  const wrong = new Refusal('provisionalPasswordWrong', {}, 'provisionalPassword');
  const hash = player.provisionalPasswordHash;
  if (!hash || !player.provisionalPasswordExpiresAt) throw wrong;
  if (!(await verifyPassword({ hash, password: attempt.provisionalPassword }))) throw wrong;
  if (player.provisionalPasswordExpiresAt.getTime() <= attempt.now.getTime()) {
    throw new Refusal('provisionalPasswordExpired', {}, 'provisionalPassword');
  }
  return { player, hash };
}

/**
 * First login, step 2: the participant's account, with the password they chose, and their
 * player marked as having accepted, in one transaction. The provisional password came by
 * e-mail to this address, so the address is proven. Two submissions at once make one account:
 * the second waits for the player's row, then finds the provisional password used and the
 * account made, and is refused like any later one.
 */
export async function createParticipantAccount(
  db: Database,
  attempt: ProvisionalAttempt & { newPassword: string },
): Promise<{ email: string }> {
  const { player, hash } = await checkProvisionalPassword(db, attempt);
  // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
  const passwordHash = await hashPassword(attempt.newPassword);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ provisionalPasswordHash: players.provisionalPasswordHash })
      .from(players)
      .where(eq(players.id, player.id))
      .for('update');
    if (await hasAccount(tx, player.email)) {
      throw new Refusal('accountExists', {}, 'email');
    }
    if (current?.provisionalPasswordHash !== hash) {
      // Replaced by a new invitation meanwhile: the one typed is no longer valid.
      throw new Refusal('provisionalPasswordWrong', {}, 'provisionalPassword');
    }
    await createVerifiedAccount(tx, {
      email: player.email,
      name: player.email.split('@')[0] ?? player.name,
      passwordHash,
      now: attempt.now,
    });
    await tx
      .update(players)
      .set({
        provisionalPasswordHash: null,
        provisionalPasswordExpiresAt: null,
        invited: true,
        invitationAcceptedAt: player.invitationAcceptedAt ?? attempt.now,
      })
      .where(eq(players.id, player.id));
    return { email: player.email };
  });
}
