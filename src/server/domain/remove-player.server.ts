import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import type { MailKind } from '../mail/mail-kinds.ts';
import { Refusal } from '../../shared/refusal.ts';

/** The names of the players `carerId` looks after (docs/product.md §4.10), as they were added. */
export async function listLookedAfter(
  tx: Database,
  input: { secretSantaId: string; carerId: string },
): Promise<string[]> {
  const rows = await tx
    .select({ name: players.name })
    .from(players)
    .where(and(eq(players.secretSantaId, input.secretSantaId), eq(players.caredBy, input.carerId)))
    .orderBy(players.createdAt, players.id);
  return rows.map((row) => row.name);
}

/**
 * Someone who looks after others stays while they do: their e-mails would have nowhere to go
 * (docs/product.md §4.10). The organiser first gives them another carer or an address.
 */
export async function refuseWhileLookingAfter(
  tx: Database,
  input: { secretSantaId: string; player: { id: string; name: string } },
): Promise<void> {
  const others = await listLookedAfter(tx, { ...input, carerId: input.player.id });
  if (others.length > 0) {
    throw new Refusal('carerStillCaring', { name: input.player.name, others });
  }
}

/**
 * Takes a player out of the event (docs/product.md §4.5, §6.8), in the caller's transaction
 * under the event's lock: their row, and with it their pairs of every edition; their place in
 * everyone's `excluded` lists; a household it would leave with one member; and the e-mails still
 * waiting for them in this event (an invitation, or a personal link to a space that no longer
 * exists). The caller decides whether they may go.
 */
export async function removePlayer(
  tx: Database,
  input: {
    secretSantaId: string;
    player: { id: string; name: string; household: string | null };
  },
): Promise<void> {
  const { secretSantaId, player } = input;
  await refuseWhileLookingAfter(tx, { secretSantaId, player });
  // Invitations by their own address (an earlier version's carry no player id; one looked
  // after has none, and their carer's are the carer's), links by player; a
  // pending « Votre tirage a changé » stays: dropping it would change the organiser's counts
  // (§6.8).
  await tx.execute(sql`
    delete from ${mailOutbox}
    where secret_santa_id = ${secretSantaId} and status = 'pending'
      and ((kind = ${'invitation' satisfies MailKind} and lower(recipient) = (
            select lower(email) from ${players} where id = ${player.id}::uuid))
        or (kind <> ${'draw-changed' satisfies MailKind}
          and payload->'personalLink'->>'playerId' = ${player.id}::text))`);
  await tx
    .delete(players)
    .where(and(eq(players.id, player.id), eq(players.secretSantaId, secretSantaId)));
  await tx
    .update(players)
    .set({ excluded: sql`array_remove(${players.excluded}, ${player.id}::uuid)` })
    .where(
      and(
        eq(players.secretSantaId, secretSantaId),
        sql`${player.id}::uuid = any(${players.excluded})`,
      ),
    );
  // A household is two people at least (§5.5): the one left alone in it leaves it too.
  if (player.household !== null) {
    await tx.execute(sql`
      update ${players} set household = null
      where secret_santa_id = ${secretSantaId} and household = ${player.household}
        and (select count(*) from ${players} p
             where p.secret_santa_id = ${secretSantaId}
               and p.household = ${player.household}) = 1`);
  }
}
