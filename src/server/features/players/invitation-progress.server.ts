import { sql } from 'drizzle-orm';
import type { InvitationProgress } from '../../../shared/contracts/player-invitations.ts';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { mailOutbox, players } from '../../db/schema.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { editionYear } from '../../domain/secret-santa-edition.server.ts';

/**
 * The Participants tab's 'Envoi des invitations' (docs/product.md §4.6): from the edition's
 * newest 'Inviter tout le monde' round on, each player still in the event counted once, by their
 * newest invitation, so that one sent again since (after a failure, say) counts in its place.
 * All zero before the edition's first round. Counts only; an invitation says nothing of a pair.
 */
export async function readInvitationProgress(
  db: Database,
  input: { secretSantaId: string; now: Date },
): Promise<InvitationProgress> {
  const { secretSantaId } = input;
  const invitation = 'invitation' satisfies MailKind;
  const [counts] = await executeRows<InvitationProgress>(
    db,
    sql`
    with round as (
      select max(created_at) as started from ${mailOutbox}
      where secret_santa_id = ${secretSantaId} and kind = ${invitation}
        and payload->>'inviteAllEdition' = ${String(editionYear(input.now))}
    ), newest as (
      select distinct on (p.id) o.status
      from ${mailOutbox} o
      join round on o.created_at >= round.started
      join ${players} p on p.id = (o.payload->'invitee'->>'playerId')::uuid
        and p.secret_santa_id = ${secretSantaId}
      where o.secret_santa_id = ${secretSantaId} and o.kind = ${invitation}
      order by p.id, o.created_at desc
    )
    select count(*)::int as "total",
      (count(*) filter (where status = 'sent'))::int as "sent",
      (count(*) filter (where status = 'pending'))::int as "pending",
      (count(*) filter (where status = 'failed'))::int as "failed"
    from newest`,
  );
  return counts ?? { total: 0, sent: 0, pending: 0, failed: 0 };
}
