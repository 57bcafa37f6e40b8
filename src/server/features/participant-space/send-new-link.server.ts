import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { personalLinkClaims } from '../../mail/sign-personal-link.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';

/**
 * 'Recevoir un nouveau lien': a personal link e-mailed to the player's own address, never to
 * whoever asks. Says whether one was queued; the caller answers the same either way.
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
  await enqueueMail(db, {
    kind: 'personal-link',
    recipient: row.player.email,
    language: row.player.language,
    secretSantaId: input.secretSantaId,
    payload: {
      playerName: row.player.name,
      secretSantaName: row.secretSantaName,
      personalLink: personalLinkClaims({ ...input, playerId: row.player.id }),
    },
  });
  return true;
}
