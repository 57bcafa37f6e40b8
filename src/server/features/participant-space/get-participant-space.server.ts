import { sql } from 'drizzle-orm';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { players, santaAssignments, secretSantas } from '../../db/schema.ts';
import type { PlayerRow } from '../players/player-queries.server.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

type Person = {
  id: string;
  name: string;
  address: string;
  imageUrl: string;
  giftIdeas: string;
  giftReceived: boolean;
};

type SpaceRow = {
  secretSanta: ParticipantSpace['secretSanta'];
  everyone: Person[] | null;
  receiverId: string | null;
  drawn: boolean;
};

/**
 * The participant's space in one read, and in one statement: every participant opens this
 * page, so it costs one database round trip whatever the size of the event (issue #7).
 * Only what SPEC.md §6 lets them see leaves this function.
 */
export async function getParticipantSpace(
  db: Database,
  me: PlayerRow,
  year: number,
): Promise<ParticipantSpace> {
  const [row] = await executeRows<SpaceRow>(
    db,
    sql`
    select
      (select json_build_object('id', id, 'name', name, 'completed', completed)
        from ${secretSantas} where id = ${me.secretSantaId}) as "secretSanta",
      (select json_agg(json_build_object(
          'id', id, 'name', name, 'address', address, 'imageUrl', image_url,
          'giftIdeas', gift_ideas, 'giftReceived', gift_received))
        from ${players} where secret_santa_id = ${me.secretSantaId}) as "everyone",
      (select receiver_id from ${santaAssignments}
        where secret_santa_id = ${me.secretSantaId} and year = ${year} and giver_id = ${me.id}) as "receiverId",
      exists (select 1 from ${santaAssignments}
        where secret_santa_id = ${me.secretSantaId} and year = ${year}) as "drawn"`,
  );
  const everyone = row?.everyone ?? [];
  const recipient = everyone.find((p) => p.id === row?.receiverId);

  return {
    secretSanta: row!.secretSanta,
    year,
    drawn: row?.drawn ?? false,
    me: {
      id: me.id,
      name: me.name,
      email: me.email,
      address: me.address,
      imageUrl: me.imageUrl,
      giftIdeas: me.giftIdeas,
      giftReceived: me.giftReceived,
    },
    recipient: recipient
      ? {
          id: recipient.id,
          name: recipient.name,
          address: recipient.address,
          imageUrl: recipient.imageUrl,
          giftIdeas: recipient.giftIdeas,
        }
      : null,
    others: everyone
      .filter((p) => p.id !== me.id)
      .sort((a, b) => byName.compare(a.name, b.name))
      .map((p) => ({
        id: p.id,
        name: p.name,
        address: p.address,
        imageUrl: p.imageUrl,
        giftReceived: p.giftReceived,
      })),
  };
}
