import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { verifyLinkToken } from '../../security/guarded-token.server.ts';
import { personalLinkClaims } from '../../mail/sign-personal-link.server.ts';
import { signToken } from '../../security/signed-token.server.ts';

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
 * An invitation link an earlier version e-mailed (`/invitation/:id/:email?token=…`, with a
 * provisional password) leads to the person's space (docs/decisions/0029): its signed token,
 * still within its 7 days, reached the player's mailbox as the personal link does, and is
 * answered with that link. Only while the player's link was never replaced since (a lost link,
 * a reset, a new address): then, like a hand-made or expired link, it is refused, and the page
 * offers 'Recevoir un nouveau lien'.
 */
export async function personalLinkOfInvitation(
  db: Database,
  link: FollowedLink,
): Promise<{ personalLinkToken: string }> {
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
  const [player] = await db
    .select({ id: players.id, linkGeneration: players.linkGeneration })
    .from(players)
    .where(
      and(eq(players.id, check.claims.playerId), eq(players.secretSantaId, link.secretSantaId)),
    );
  if (!player || player.linkGeneration !== 0) throw new Refusal('invitationInvalid');
  const claims = personalLinkClaims({
    secretSantaId: link.secretSantaId,
    playerId: player.id,
    linkGeneration: player.linkGeneration,
    now: link.now,
  });
  return {
    personalLinkToken: signToken(link.authSecret, {
      purpose: 'participant',
      ...claims,
      countsOpening: true,
    }),
  };
}
