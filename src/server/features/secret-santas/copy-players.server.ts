import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { isOrganisedBy } from '../../domain/own-secret-santa.server.ts';
import { players, secretSantas } from '../../db/schema.ts';

/**
 * 'Reprendre les participants de …' (docs/product.md §3.2): the players of the organiser's
 * event `from` added to the new event `to`, with their name, e-mail, address, gift ideas,
 * avatar, household, carer and team, and their restrictions and carers pointing at the new players. Nothing of what
 * happened in `from` comes along: invitations, passwords, gifts received, opened links, pairs
 * and messages stay there (the new players take the columns' defaults).
 *
 * One statement, whatever the number of players (an event may hold 10,000): new ids are drawn
 * once per player in a materialised CTE, each `excluded` list is mapped through them in a
 * hash join, and the rows go in in the source's order (the tab lists players by when they came,
 * §4.4). The statement sees one snapshot of `from`, so a restriction always finds its player.
 * The join on `from`'s organiser means it never copies another organiser's players, even if
 * the caller forgot to check.
 */
export async function copyPlayers(
  tx: Database,
  input: { from: string; to: string; adminId: string },
): Promise<void> {
  await tx.execute(sql`
    with source as materialized (
      select p.id, gen_random_uuid() as new_id, p.name, p.email, p.address, p.gift_ideas,
        p.image_url, p.household, p.excluded, p.language, p.cared_by, p.group_name,
        row_number() over (order by p.created_at, p.id) as ord
      from ${players} p
      join ${secretSantas} on ${secretSantas.id} = p.secret_santa_id
        and ${isOrganisedBy(input.adminId)}
      where p.secret_santa_id = ${input.from}
    ),
    remapped as (
      select giver.id, array_agg(receiver.new_id order by e.ord) as excluded
      from source giver
      cross join lateral unnest(giver.excluded) with ordinality as e(player_id, ord)
      join source receiver on receiver.id = e.player_id
      group by giver.id
    )
    insert into ${players}
      (id, secret_santa_id, name, email, address, gift_ideas, image_url, household, excluded,
        language, cared_by, group_name, created_at)
    select s.new_id, ${input.to}::uuid, s.name, s.email, s.address, s.gift_ideas, s.image_url,
      s.household, coalesce(r.excluded, '{}'::uuid[]), s.language, carer.new_id, s.group_name,
      now() + s.ord * interval '1 microsecond'
    from source s
    left join remapped r on r.id = s.id
    left join source carer on carer.id = s.cared_by`);
}
