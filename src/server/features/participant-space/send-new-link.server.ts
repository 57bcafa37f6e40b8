import { and, eq } from 'drizzle-orm';
import { nextLinkGeneration } from '../../domain/personal-links.server.ts';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { personalLinkClaims } from '../../mail/sign-personal-link.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';

/**
 * 'Recevoir un nouveau lien': the player's next link (docs/decisions/0029), e-mailed to the
 * player's own address, never to whoever asks; their current link works until the new one is
 * first opened, so that a stranger who knows the address can only send its owner their next
 * link. The player is read and locked in the transaction that queues the e-mail: an address
 * corrected at the same moment is either before (the new address gets it) or after (the
 * correction's replacement ends it). Says whether one was queued; the caller answers the same
 * either way.
 */
export async function sendNewLink(
  db: Database,
  input: { secretSantaId: string; email: string; now: Date },
): Promise<boolean> {
  if (!isUuid(input.secretSantaId)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ player: players, secretSantaName: secretSantas.name })
      .from(players)
      .innerJoin(secretSantas, eq(secretSantas.id, players.secretSantaId))
      .where(and(eq(players.secretSantaId, input.secretSantaId), playerEmailIs(input.email)))
      .for('update', { of: players });
    if (!row) return false;
    const { player } = row;
    await enqueueMail(tx, {
      kind: 'personal-link',
      // Matched by their own address: someone looked after has none, and is never found here.
      recipient: player.email!,
      language: player.language,
      secretSantaId: input.secretSantaId,
      payload: {
        playerName: player.name,
        secretSantaName: row.secretSantaName,
        personalLink: {
          ...personalLinkClaims({
            ...input,
            playerId: player.id,
            linkGeneration: nextLinkGeneration(player.linkGeneration),
          }),
          countsOpening: true,
        },
      },
    });
    return true;
  });
}
