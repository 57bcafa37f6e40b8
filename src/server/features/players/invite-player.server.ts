import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { mailOutbox, players } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/enqueue-mail.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { signToken } from '../../security/signed-token.server.ts';
import { getPlayer } from './player-queries.server.ts';
import { toPlayer } from '../../domain/player-row.ts';
import {
  generateProvisionalPassword,
  PROVISIONAL_PASSWORD_DAYS,
} from './provisional-password.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeZone: 'Europe/Paris',
});

/** The invitation link (docs/product.md §8.5): the e-mail in base64 in the path, the signed token beside it. */
export function invitationPath(input: {
  secretSantaId: string;
  email: string;
  token: string;
}): string {
  const encodedEmail = Buffer.from(input.email).toString('base64url');
  return `/invitation/${input.secretSantaId}/${encodedEmail}?token=${encodeURIComponent(input.token)}`;
}

/**
 * Queues the invitation e-mail (docs/product.md §4.6) with a fresh provisional
 * password, valid 7 days, kept only as a hash: a resend invalidates the previous one, and
 * an earlier invitation still waiting in the outbox is withdrawn. Player and e-mail change
 * in one transaction. The limits are counted only once the player is known to be one of this
 * organiser's: nobody can use up another organiser's invitations.
 */
export async function invitePlayer(
  db: Database,
  input: {
    secretSanta: SecretSanta;
    organiser: Pick<User, 'id' | 'name'>;
    playerId: string;
    publicUrl: string;
    authSecret: string;
    now: Date;
  },
): Promise<Player> {
  const { now } = input;
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
  const provisionalPassword = generateProvisionalPassword();
  // Hashing is slow on purpose: done before the transaction so it holds no lock meanwhile.
  const provisionalPasswordHash = await hashPassword(provisionalPassword);
  const expiresAt = new Date(now.getTime() + PROVISIONAL_PASSWORD_DAYS * DAY_MS);
  const token = signToken(input.authSecret, {
    purpose: 'invitation',
    secretSantaId: input.secretSanta.id,
    playerId: player.id,
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  });

  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(players)
      .set({
        provisionalPasswordHash,
        provisionalPasswordExpiresAt: expiresAt,
        invitationSentAt: now,
        invited: true,
      })
      .where(eq(players.id, player.id))
      .returning();
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'invitation'),
          eq(mailOutbox.status, 'pending'),
          eq(mailOutbox.secretSantaId, input.secretSanta.id),
          eq(mailOutbox.recipient, player.email),
        ),
      );
    await enqueueMail(tx, {
      kind: 'invitation',
      recipient: player.email,
      secretSantaId: input.secretSanta.id,
      payload: {
        organiserName: input.organiser.name,
        playerName: player.name,
        secretSantaName: input.secretSanta.name,
        url: `${input.publicUrl}${invitationPath({ secretSantaId: input.secretSanta.id, email: player.email, token })}`,
        validUntil: frenchDate.format(expiresAt),
        secrets: { provisionalPassword },
      },
    });
    return toPlayer(updated!);
  });
}
