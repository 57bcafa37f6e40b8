import { eq } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { drawMail, findMailRecipient, isRedraw } from '../../domain/draw-mails.server.ts';
import { toPlayer } from '../../domain/player-row.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { getPlayer } from './player-queries.server.ts';
import {
  invitationQueued,
  queueInvitations,
  withdrawWaitingInvitations,
} from '../../domain/invitations.server.ts';

/**
 * 'Envoyer son lien' / 'Renvoyer son lien' (docs/product.md §4.6), the one answer to « il n'a
 * rien reçu », on the player's card and in the Tirage tab's list alike: the player's own link,
 * the same as before (docs/decisions/0029), in the e-mail that fits the moment. Before the
 * edition's draw is notified, the invitation, which replaces one still waiting; after it, the
 * draw e-mail « Le tirage a eu lieu ». The limits are counted only once the player is known to
 * be one of this organiser's: nobody can use up another organiser's sending.
 */
export async function sendPersonalLink(
  db: Database,
  input: {
    secretSanta: SecretSanta;
    organiser: Pick<User, 'id' | 'name'>;
    playerId: string;
    now: Date;
  },
): Promise<Player> {
  const secretSantaId = input.secretSanta.id;
  const player = await getPlayer(db, { secretSantaId, playerId: input.playerId });
  await enforceRateLimit(
    db,
    `invitation:organiser:${input.organiser.id}`,
    rateRules.invitationPerOrganiser,
  );
  await enforceRateLimit(db, `invitation:player:${player.id}`, rateRules.invitationPerPlayer);

  return db.transaction(async (tx) => {
    // Under the event's lock: a notification at the same moment is before or after, not both.
    await lockSecretSanta(tx, secretSantaId);
    await writeJournal(tx, {
      secretSantaId,
      by: { kind: 'organiser', name: input.organiser.name },
      now: input.now,
      action: 'personalLinkSent',
      details: { name: player.name },
    });
    const draw = await findDraw(tx, secretSantaId, editionYear(input.now));
    if (draw?.notifiedAt) {
      const current = await findMailRecipient(tx, { secretSantaId, playerId: player.id });
      const context = {
        secretSantaId,
        secretSantaName: input.secretSanta.name,
        now: input.now,
        isRedraw: await isRedraw(tx, draw),
      };
      await enqueueMail(tx, drawMail(context, current));
      const [updated] = await tx
        .update(players)
        .set(invitationQueued(input.now))
        .where(eq(players.id, player.id))
        .returning();
      return toPlayer(updated!);
    }
    // The waiting e-mail first, then the player: the order the mail worker takes them in.
    await withdrawWaitingInvitations(tx, { secretSantaId, who: { playerId: player.id } });
    const [updated] = await tx
      .update(players)
      .set(invitationQueued(input.now))
      .where(eq(players.id, player.id))
      .returning();
    await queueInvitations(tx, {
      ...input,
      players: [await findMailRecipient(tx, { secretSantaId, playerId: player.id })],
    });
    return toPlayer(updated!);
  });
}
