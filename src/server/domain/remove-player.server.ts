import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import type { MailKind } from '../mail/mail-kinds.ts';

/**
 * Takes a player out of the event (docs/product.md §4.5, §6.8), in the caller's transaction
 * under the event's lock: their row, and with it their pairs of every edition; their place in
 * everyone's `excluded` lists; a household it would leave with one member; and the e-mails still
 * waiting for them in this event (an invitation, or a personal link to a space that no longer
 * exists). The caller decides whether they may go.
 */
export async function removePlayer(
  tx: Database,
  input: { secretSantaId: string; player: { id: string; email: string; household: string | null } },
): Promise<void> {
  const { secretSantaId, player } = input;
  // Invitations by address (an earlier version's carry no player id), links by player; a
  // pending « Votre tirage a changé » stays: dropping it would change the organiser's counts
  // (§6.8).
  await tx.execute(sql`
    delete from ${mailOutbox}
    where secret_santa_id = ${secretSantaId} and status = 'pending'
      and ((kind = ${'invitation' satisfies MailKind} and lower(recipient) = lower(${player.email}))
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
