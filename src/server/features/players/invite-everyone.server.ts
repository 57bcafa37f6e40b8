import { and, eq, not } from 'drizzle-orm';
import type { User } from '../../../shared/contracts/auth.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { editionYear, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import {
  enforceRateLimit,
  rateRules,
  takeRateAllowance,
} from '../../security/rate-limit.server.ts';
import {
  invitationQueued,
  queueInvitations,
  withdrawWaitingInvitations,
} from '../../domain/invitations.server.ts';
import { mailRecipientColumns } from '../../domain/draw-mails.server.ts';

/**
 * 'Inviter tout le monde' (docs/product.md §4.6): one invitation for every player of the event not
 * yet invited, in one transaction; returns how many. The players are marked invited by the
 * statement that picks them (`where not invited`), so a second round at the same time, waiting
 * for their rows, finds them invited and queues nothing for them. Each carries the player's personal
 * link as claims, signed when it is sent, so a round of 10,000 costs the request a few
 * statements.
 *
 * Refused when more players would be invited than the confirmation said (`expected`), and past
 * the organiser's daily allowance of invitations sent this way (docs/product.md §11); the
 * rounds are counted once the event is known to be the organiser's.
 */
export async function inviteEveryone(
  db: Database,
  input: {
    secretSanta: SecretSanta;
    organiser: Pick<User, 'id' | 'name'>;
    expected: number;
    now: Date;
  },
): Promise<{ invited: number }> {
  const { secretSanta, organiser } = input;
  await enforceRateLimit(
    db,
    `invite-all:organiser:${organiser.id}`,
    rateRules.inviteAllPerOrganiser,
  );
  return db.transaction(async (tx) => {
    // The event's row first, as every organiser's change takes it before its players: the
    // e-mails queued below need it too, and taken last it would wait on an edit that waits on
    // the players taken here (a deadlock on PostgreSQL).
    await lockSecretSanta(tx, secretSanta.id);
    // The waiting e-mails, then the players: the order the mail worker takes them in.
    await withdrawWaitingInvitations(tx, { secretSantaId: secretSanta.id, who: 'not-invited' });
    const invited = await tx
      .update(players)
      .set(invitationQueued(input.now))
      .where(and(eq(players.secretSantaId, secretSanta.id), not(players.invited)))
      .returning(mailRecipientColumns);
    if (invited.length === 0) return { invited: 0 };
    if (invited.length > input.expected) {
      throw new Refusal('inviteAllChanged', { count: invited.length });
    }
    const isAllowed = await takeRateAllowance(
      tx,
      `invite-all:invitations:${organiser.id}`,
      rateRules.inviteAllInvitationsPerOrganiser,
      invited.length,
    );
    if (!isAllowed) throw new Refusal('inviteAllTooMany');
    await queueInvitations(tx, {
      secretSanta,
      organiser,
      players: invited,
      inviteAllEdition: editionYear(input.now),
      now: input.now,
    });
    await writeJournal(tx, {
      secretSantaId: secretSanta.id,
      by: { kind: 'organiser', name: organiser.name },
      now: input.now,
      action: 'everyoneInvited',
      details: { count: invited.length },
    });
    return { invited: invited.length };
  });
}
