import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { mailOutbox, players } from '../../db/schema.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';

/**
 * Withdraws the invitation e-mails still waiting for some players of the event: one player, or
 * every player not invited (docs/product.md §4.6: a new invitation replaces a waiting one). By
 * player, or by address for those an earlier version queued without one. Call it in the
 * transaction that queues the new ones, before it changes the players' rows.
 */
export async function withdrawWaitingInvitations(
  tx: Database,
  input: { secretSantaId: string; who: { playerId: string } | 'not-invited' },
): Promise<void> {
  const { secretSantaId, who } = input;
  // Everyone not invited as "not among the invited", a hashed NOT IN: PGlite never analyses its
  // tables, and a join of waiting e-mails to players became a nested loop of every pair.
  const whose =
    who === 'not-invited'
      ? sql`case when payload->'invitee' is not null
          then payload->'invitee'->>'playerId' not in (
            select id::text from ${players} where secret_santa_id = ${secretSantaId} and invited)
          else lower(recipient) not in (
            select lower(email) from ${players} where secret_santa_id = ${secretSantaId} and invited)
          end`
      : sql`(payload->'invitee'->>'playerId' = ${who.playerId} or lower(recipient) = (
          select lower(email) from ${players} where id = ${who.playerId}::uuid))`;
  await tx.execute(sql`
    delete from ${mailOutbox}
    where secret_santa_id = ${secretSantaId} and status = 'pending'
      and kind = ${'invitation' satisfies MailKind} and ${whose}`);
}

/**
 * A player's row once an invitation is queued for them (docs/product.md §4.6–4.7): invited, and
 * their previous provisional password ended; the mail worker makes the new one (decision 0023).
 */
export const invitationQueued = (now: Date) => ({
  provisionalPasswordHash: null,
  provisionalPasswordExpiresAt: null,
  invitationSentAt: now,
  invited: true,
});

/**
 * Queues one invitation e-mail per player, in one statement, in the order given. Each names
 * whom it is for; its password and link are made when it is sent (decision 0023).
 */
export async function queueInvitations(
  tx: Database,
  input: {
    secretSanta: Pick<SecretSanta, 'id' | 'name'>;
    organiser: Pick<User, 'name'>;
    players: ReadonlyArray<{ id: string; name: string; email: string; language: Language }>;
    /** Queued by 'Inviter tout le monde' in this edition: its progress counts from there. */
    inviteAllEdition?: number;
  },
): Promise<void> {
  const secretSantaId = input.secretSanta.id;
  await enqueueMail(
    tx,
    input.players.map((player) => ({
      kind: 'invitation' as const,
      recipient: player.email,
      language: player.language,
      secretSantaId,
      payload: {
        organiserName: input.organiser.name,
        playerName: player.name,
        secretSantaName: input.secretSanta.name,
        invitee: { secretSantaId, playerId: player.id, email: player.email },
        ...(input.inviteAllEdition === undefined
          ? {}
          : { inviteAllEdition: input.inviteAllEdition }),
      },
    })),
  );
}
