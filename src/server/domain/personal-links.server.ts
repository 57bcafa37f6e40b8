import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox, players } from '../db/schema.ts';

/**
 * Ends the personal links given out so far to some players of an event and gives them new ones
 * (docs/decisions/0029): when a link is reported lost, when a reset starts a new draw, when the
 * address it went to changes. Raising the link generation is the whole of it: a link signed
 * with an earlier one is refused. E-mails still waiting for those players take the new link,
 * so that none goes out with a link that no longer works.
 *
 * `alsoSet` changes the same rows in the same statement (what else the new link means for the
 * caller); `players` is a condition on the table named `p`. Returns each player's new link
 * generation.
 */
export async function replacePersonalLinks(
  tx: Database,
  input: { secretSantaId: string; players: SQL; alsoSet?: SQL },
): Promise<Map<string, number>> {
  const replaced = await executeRows<{ id: string; link_generation: number }>(
    tx,
    sql`
    with replaced as (
      update ${players} p set link_generation = p.link_generation + 1
        ${input.alsoSet ? sql`, ${input.alsoSet}` : sql``}
      where p.secret_santa_id = ${input.secretSantaId} and ${input.players}
      returning p.id, p.link_generation),
    waiting as (
      update ${mailOutbox} m
      set payload = jsonb_set(m.payload, '{personalLink,generation}', to_jsonb(r.link_generation))
      from replaced r
      where m.secret_santa_id = ${input.secretSantaId} and m.status = 'pending'
        and m.payload->'personalLink'->>'playerId' = r.id::text
      returning m.id)
    select id, link_generation from replaced`,
  );
  return new Map(replaced.map((row) => [row.id, row.link_generation]));
}
