import { and, eq } from 'drizzle-orm';
import type { Invitation } from '../../../shared/contracts/participant-auth.ts';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { verifyLinkToken } from '../../security/guarded-token.server.ts';

/** An invitation link as someone followed it: from where, when, with which token. */
type FollowedLink = {
  secretSantaId: string;
  token: string;
  /** Where the request comes from, as forged links are counted. */
  address: string;
  authSecret: string;
  now: Date;
};

/**
 * The player an invitation link names. Only the signed token from the e-mail opens it: a
 * hand-made link (an e-mail in base64, no token) is refused, and nothing says why.
 */
async function invitedPlayer(db: Database, link: FollowedLink) {
  const check = isUuid(link.secretSantaId)
    ? await verifyLinkToken(
        { db },
        link.address,
        link.authSecret,
        link.token,
        { purpose: 'invitation', secretSantaId: link.secretSantaId },
        link.now.getTime(),
      )
    : ({ ok: false, reason: 'invalid' } as const);
  if (!check.ok) {
    throw new Refusal(check.reason === 'expired' ? 'invitationExpired' : 'invitationInvalid');
  }
  const [row] = await db
    .select({ player: players, secretSantaName: secretSantas.name })
    .from(players)
    .innerJoin(secretSantas, eq(secretSantas.id, players.secretSantaId))
    .where(
      and(eq(players.id, check.claims.playerId), eq(players.secretSantaId, link.secretSantaId)),
    );
  if (!row) throw new Refusal('invitationInvalid');
  return row;
}

function toInvitation(
  secretSantaId: string,
  row: Awaited<ReturnType<typeof invitedPlayer>>,
): Invitation {
  return {
    secretSantaId,
    secretSantaName: row.secretSantaName,
    playerName: row.player.name,
    email: row.player.email,
    accepted: row.player.invitationAcceptedAt !== null,
  };
}

/** What the invitation page shows. */
export async function readInvitation(db: Database, link: FollowedLink): Promise<Invitation> {
  return toInvitation(link.secretSantaId, await invitedPlayer(db, link));
}

/** 'Accepter l'invitation': the player is invited, and accepted from now on. */
export async function acceptInvitation(db: Database, link: FollowedLink): Promise<Invitation> {
  const row = await invitedPlayer(db, link);
  const [player] = await db
    .update(players)
    .set({ invited: true, invitationAcceptedAt: row.player.invitationAcceptedAt ?? link.now })
    .where(eq(players.id, row.player.id))
    .returning();
  return toInvitation(link.secretSantaId, { ...row, player: player! });
}
