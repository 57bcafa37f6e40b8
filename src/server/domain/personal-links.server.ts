import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox, players } from '../db/schema.ts';

/**
 * Ends the personal links given out so far to some players of an event and gives them new ones
 * (docs/decisions/0029): when a reset starts a new draw, when the address the link went to
 * changes, and when a new link asked for is first opened. Raising the link generation is the
 * whole of it: a link signed with another is refused. E-mails still waiting for those players
 * take the new link, so that none goes out with a link that no longer works.
 *
 * A replacement raises the generation by 2 (`to`'s default): a new link asked for is signed
 * with the generation after the current one and e-mailed, and becomes the link only when it is
 * first opened (`promoteNextLink`); jumping over it means that such a link, e-mailed before a
 * reset or to the address before a correction, never opens anything.
 *
 * `alsoSet` changes the same rows in the same statement (what else the new link means for the
 * caller); `players` is a condition on the table named `p`. Returns each player's new link
 * generation.
 */
export async function replacePersonalLinks(
  tx: Database,
  input: { secretSantaId: string; players: SQL; alsoSet?: SQL; to?: SQL },
): Promise<Map<string, number>> {
  const replaced = await executeRows<{ id: string; link_generation: number }>(
    tx,
    sql`
    with replaced as (
      update ${players} p set link_generation = ${input.to ?? sql`p.link_generation + 2`}
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

/**
 * The generation a new link asked for is signed with: the one after the player's current
 * link. Until it is opened, the current link keeps working, so that asking for a new link in
 * someone else's name only sends them their next one.
 */
export const nextLinkGeneration = (current: number) => current + 1;

/**
 * The first opening of a new link asked for (`nextLinkGeneration`): it becomes the player's
 * link, and the one before stops working. Nothing when the player's link changed meanwhile
 * (another replacement, or the same link opened twice at once). Returns whether it did.
 */
export async function promoteNextLink(
  db: Database,
  input: { secretSantaId: string; playerId: string; current: number },
): Promise<boolean> {
  const next = nextLinkGeneration(input.current);
  const promoted = await replacePersonalLinks(db, {
    secretSantaId: input.secretSantaId,
    players: sql`p.id = ${input.playerId} and p.link_generation = ${input.current}`,
    to: sql`${next}::int`,
  });
  return promoted.get(input.playerId) === next;
}
