import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { toPlayer } from '../../domain/player-row.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { getPlayer } from './player-queries.server.ts';
import {
  invitationQueued,
  queueInvitations,
  withdrawWaitingInvitations,
} from './queue-invitations.server.ts';

/**
 * 'Envoyer l'invitation' (docs/product.md §4.6): queues the invitation e-mail; the mail worker
 * makes its provisional password when it sends it (decision 0023). The previous password stops
 * working now and an earlier invitation still waiting is withdrawn: only the newest one works.
 * The limits are counted only once the player is known to be one of this organiser's: nobody
 * can use up another organiser's invitations.
 */
export async function invitePlayer(
  db: Database,
  input: {
    secretSanta: SecretSanta;
    organiser: Pick<User, 'id' | 'name'>;
    playerId: string;
    now: Date;
  },
): Promise<Player> {
  const player = await getPlayer(db, {
    secretSantaId: input.secretSanta.id,
    playerId: input.playerId,
  });
  await enforceRateLimit(
    db,
    `invitation:organiser:${input.organiser.id}`,
    rateRules.invitationPerOrganiser,
  );
  await enforceRateLimit(db, `invitation:player:${player.id}`, rateRules.invitationPerPlayer);

  return db.transaction(async (tx) => {
    // The waiting e-mail first, then the player: the order the mail worker takes them in.
    await withdrawWaitingInvitations(tx, {
      secretSantaId: input.secretSanta.id,
      who: { playerId: player.id },
    });
    const [updated] = await tx
      .update(players)
      .set(invitationQueued(input.now))
      .where(eq(players.id, player.id))
      .returning();
    await queueInvitations(tx, { ...input, players: [updated!] });
    return toPlayer(updated!);
  });
}
