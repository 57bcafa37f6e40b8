import { availableParallelism } from 'node:os';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import { playerEmailIs } from '../domain/player-row.ts';
import { MailPayloadSchemas, type MailPayload } from './mail-kinds.ts';
import {
  generateProvisionalPassword,
  PROVISIONAL_PASSWORD_DAYS,
} from './provisional-password.server.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Hashes made at once. scrypt runs on libuv's threads, not on the thread that answers requests
 * and runs PGlite (ARCHITECTURE.md), but it keeps a core busy per hash: one core is left for
 * the requests.
 */
const HASHES_AT_ONCE = Math.max(1, availableParallelism() - 1);
/** Invitations a worker's batch takes whose password is still to be made (mail-worker). */
export const INVITATIONS_PER_BATCH = 2 * HASHES_AT_ONCE;

type OutboxMail = { id: string; kind: string; payload: unknown };

/**
 * What the mail worker sends for a claimed message: its payload, with an invitation's provisional
 * password made at its first try (decision 0023); null when the invitation was withdrawn
 * meanwhile and must not be sent.
 *
 * The password (8 characters, docs/product.md §4.6) is hashed outside any transaction, then the
 * hash and expiry go on the player and the password and expiry into the outbox row in one
 * transaction, so that a retry sends the same password and link. The row is taken first, as a
 * resend and a removal take it before the player's row: the password of an invitation that a
 * resend replaced meanwhile is never stored, so only the newest one works (§4.6, §8.4).
 */
export async function issueInvitation(
  db: Database,
  mail: OutboxMail,
  now: Date,
): Promise<unknown | null> {
  if (mail.kind !== 'invitation') return mail.payload;
  const parsed = MailPayloadSchemas.invitation.safeParse(mail.payload);
  // Queued by an earlier version with its password, or given one at an earlier try.
  if (!parsed.success || parsed.data.expiresAt !== undefined) return mail.payload;
  const { invitee } = parsed.data;
  const provisionalPassword = generateProvisionalPassword();
  const provisionalPasswordHash = await hashPassword(provisionalPassword);
  const expiresAt = Math.floor(now.getTime() / 1000) + PROVISIONAL_PASSWORD_DAYS * DAY_SECONDS;

  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')))
      .for('update');
    if (!row) return null;
    // Given its password by another instance meanwhile (this one's lease lapsed): that one stands.
    const current = MailPayloadSchemas.invitation.safeParse(row.payload);
    if (current.success && current.data.expiresAt !== undefined) return row.payload;
    const [player] = await tx
      .update(players)
      .set({
        provisionalPasswordHash,
        provisionalPasswordExpiresAt: new Date(expiresAt * 1000),
      })
      .where(
        and(
          eq(players.id, invitee.playerId),
          eq(players.secretSantaId, invitee.secretSantaId),
          playerEmailIs(invitee.email),
        ),
      )
      .returning({ id: players.id });
    if (!player) {
      await withdrawStaleInvitation(tx, mail.id, invitee);
      return null;
    }
    const payload: MailPayload<'invitation'> = {
      ...parsed.data,
      expiresAt,
      secrets: { provisionalPassword },
    };
    await tx.update(mailOutbox).set({ payload }).where(eq(mailOutbox.id, mail.id));
    return payload;
  });
}

/**
 * The player left, or their address changed after the invitation was queued: the old mailbox
 * gets no password that opens the player's space. The player, if still there, is back to
 * 'En attente' (docs/product.md §4.7), as after a refused invitation.
 */
async function withdrawStaleInvitation(
  tx: Database,
  mailId: string,
  invitee: MailPayload<'invitation'>['invitee'],
): Promise<void> {
  await tx.delete(mailOutbox).where(eq(mailOutbox.id, mailId));
  await notInvitedAgain(tx, {
    secretSantaId: invitee.secretSantaId,
    player: eq(players.id, invitee.playerId),
  });
}

/**
 * docs/product.md §4.7: an invitation that will not arrive (withdrawn here, or refused for good
 * by the mail server) puts its player back to 'En attente', unless they had already accepted one.
 */
export async function notInvitedAgain(
  db: Database,
  input: { secretSantaId: string; player: SQL },
): Promise<void> {
  await db
    .update(players)
    .set({ invited: false })
    .where(
      and(
        eq(players.secretSantaId, input.secretSantaId),
        input.player,
        isNull(players.invitationAcceptedAt),
      ),
    );
}

/**
 * `issueInvitation` for a batch, in its order, HASHES_AT_ONCE at a time: a batch of twenty
 * invitations never takes every core from the requests.
 */
export async function issueInvitations(
  db: Database,
  batch: readonly OutboxMail[],
  now: Date,
): Promise<Array<unknown | null>> {
  const payloads: Array<unknown | null> = batch.map((mail) => mail.payload);
  let next = 0;
  const issueNext = async (): Promise<void> => {
    while (next < batch.length) {
      const index = next++;
      payloads[index] = await issueInvitation(db, batch[index]!, now);
    }
  };
  await Promise.all(Array.from({ length: HASHES_AT_ONCE }, issueNext));
  return payloads;
}
