import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/language.ts';
import type { User } from '../../shared/contracts/auth.ts';
import type { SecretSanta } from '../../shared/contracts/secret-santa.ts';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import type { MailKind } from '../mail/mail-kinds.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { personalLinkClaims } from '../mail/sign-personal-link.server.ts';

/**
 * Withdraws the invitation e-mails still waiting for some players of the event: one player,
 * every player not invited (docs/product.md §4.6: a new invitation replaces a waiting one), or
 * everyone (a reset, §6.4). Call it before the transaction changes the players' rows.
 */
export async function withdrawWaitingInvitations(
  tx: Database,
  input: { secretSantaId: string; who: { playerId: string } | 'not-invited' | 'everyone' },
): Promise<void> {
  const { secretSantaId, who } = input;
  // Everyone not invited as "not among the invited", a hashed NOT IN: PGlite never analyses its
  // tables, and a join of waiting e-mails to players became a nested loop of every pair.
  const whose =
    who === 'everyone'
      ? sql`true`
      : who === 'not-invited'
        ? sql`payload->'personalLink'->>'playerId' not in (
          select id::text from ${players} where secret_santa_id = ${secretSantaId} and invited)`
        : sql`payload->'personalLink'->>'playerId' = ${who.playerId}`;
  await tx.execute(sql`
    delete from ${mailOutbox}
    where secret_santa_id = ${secretSantaId} and status = 'pending'
      and kind = ${'invitation' satisfies MailKind} and ${whose}`);
}

/**
 * A player's e-mails still waiting, addressed when they were queued, go to the player's new
 * address instead (docs/product.md §4.6). A message's e-mail is addressed when it leaves
 * (address-message-mails.server.ts), and needs nothing.
 */
export async function readdressWaitingMail(
  tx: Database,
  input: { secretSantaId: string; playerId: string; email: string },
): Promise<void> {
  await tx.execute(sql`
    update ${mailOutbox} set recipient = ${input.email}
    where secret_santa_id = ${input.secretSantaId} and status = 'pending'
      and payload->'personalLink'->>'playerId' = ${input.playerId}`);
}

/** A player's row once the e-mail with their link is queued (docs/product.md §4.7): invited. */
export const invitationQueued = (now: Date) => ({ invitationSentAt: now, invited: true });

/**
 * Queues one invitation e-mail per player, in one statement, in the order given: each carries
 * the player's personal link (docs/decisions/0029), signed when it is sent.
 */
export async function queueInvitations(
  tx: Database,
  input: {
    secretSanta: Pick<SecretSanta, 'id' | 'name'>;
    organiser: Pick<User, 'name'>;
    players: ReadonlyArray<{
      id: string;
      name: string;
      email: string;
      language: Language;
      linkGeneration: number;
    }>;
    /** Queued by 'Inviter tout le monde' in this edition: its progress counts from there. */
    inviteAllEdition?: number;
    now: Date;
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
        personalLink: {
          ...personalLinkClaims({ ...input, ...player, secretSantaId, playerId: player.id }),
          countsOpening: true as const,
        },
        ...(input.inviteAllEdition === undefined
          ? {}
          : { inviteAllEdition: input.inviteAllEdition }),
      },
    })),
  );
}
