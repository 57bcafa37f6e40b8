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
  const ofEvent = sql`
    secret_santa_id = ${secretSantaId} and kind = ${invitation}`;
  // The round's start as a value computed once, and players found by their key: PGlite never
  // analyses its tables, and with a join on the event's players its planner chose to compute
  // the start again for every pair of rows (docs/benchmarks.md).
  const [counts] = await executeRows<InvitationProgress>(
    db,
    sql`
    select count(*)::int as "total",
      (count(*) filter (where status = 'sent'))::int as "sent",
      (count(*) filter (where status = 'pending'))::int as "pending",
      (count(*) filter (where status = 'failed'))::int as "failed"
    from (
      select distinct on (payload->'personalLink'->>'playerId')
        payload->'personalLink'->>'playerId' as player_id, status
      from ${mailOutbox}
      where ${ofEvent} and created_at >= (
        select max(created_at) from ${mailOutbox}
        where ${ofEvent} and payload->>'inviteAllEdition' = ${String(editionYear(input.now))})
      order by payload->'personalLink'->>'playerId', created_at desc
    ) newest
    where exists (select 1 from ${players} p where p.id = newest.player_id::uuid)`,
  );
  return counts ?? { total: 0, sent: 0, pending: 0, failed: 0 };
}
