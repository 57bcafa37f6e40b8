import { and, eq, sql } from 'drizzle-orm';
import { replacePersonalLinks } from '../../domain/personal-links.server.ts';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { personalLinkClaims } from '../../mail/sign-personal-link.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';

/**
 * 'Recevoir un nouveau lien': the player's link is reported lost, so it is replaced, and the new
 * one is e-mailed to the player's own address, never to whoever asks (docs/decisions/0029).
 * Says whether one was queued; the caller answers the same either way.
 */
export async function sendNewLink(
  db: Database,
  input: { secretSantaId: string; email: string; now: Date },
): Promise<boolean> {
  if (!isUuid(input.secretSantaId)) return false;
  const [row] = await db
    .select({ player: players, secretSantaName: secretSantas.name })
    .from(players)
    .innerJoin(secretSantas, eq(secretSantas.id, players.secretSantaId))
    .where(and(eq(players.secretSantaId, input.secretSantaId), playerEmailIs(input.email)));
  if (!row) return false;
  const { player } = row;
  await db.transaction(async (tx) => {
    const generations = await replacePersonalLinks(tx, {
      secretSantaId: input.secretSantaId,
      players: sql`p.id = ${player.id}`,
    });
    await enqueueMail(tx, {
      kind: 'personal-link',
      recipient: player.email,
      language: player.language,
      secretSantaId: input.secretSantaId,
      payload: {
        playerName: player.name,
        secretSantaName: row.secretSantaName,
        personalLink: {
          ...personalLinkClaims({
            ...input,
            playerId: player.id,
            linkGeneration: generations.get(player.id)!,
          }),
          countsOpening: true,
        },
      },
    });
  });
  return true;
}
