import { and, eq } from 'drizzle-orm';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { players, santaAssignments, secretSantas } from '../../db/schema.ts';
import type { PlayerRow } from '../players/player-queries.server.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });

/** The participant's space in one read: only what SPEC.md §6 lets them see. */
export async function getParticipantSpace(db: Database, me: PlayerRow, year: number): Promise<ParticipantSpace> {
  const [event] = await db
    .select({ id: secretSantas.id, name: secretSantas.name, completed: secretSantas.completed })
    .from(secretSantas)
    .where(eq(secretSantas.id, me.secretSantaId));
  const everyone = await db
    .select({
      id: players.id,
      name: players.name,
      address: players.address,
      imageUrl: players.imageUrl,
      giftIdeas: players.giftIdeas,
      giftReceived: players.giftReceived,
    })
    .from(players)
    .where(eq(players.secretSantaId, me.secretSantaId));
  const thisYear = and(eq(santaAssignments.secretSantaId, me.secretSantaId), eq(santaAssignments.year, year));
  const [myPair] = await db.select({ receiverId: santaAssignments.receiverId }).from(santaAssignments).where(and(thisYear, eq(santaAssignments.giverId, me.id)));
  const drawn = myPair !== undefined || (await db.select({ id: santaAssignments.id }).from(santaAssignments).where(thisYear).limit(1)).length > 0;
  const recipient = everyone.find((p) => p.id === myPair?.receiverId);

  return {
    secretSanta: event!,
    year,
    drawn,
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
      ? { id: recipient.id, name: recipient.name, address: recipient.address, imageUrl: recipient.imageUrl, giftIdeas: recipient.giftIdeas }
      : null,
    others: everyone
      .filter((p) => p.id !== me.id)
      .sort((a, b) => byName.compare(a.name, b.name))
      .map((p) => ({ id: p.id, name: p.name, address: p.address, imageUrl: p.imageUrl, giftReceived: p.giftReceived })),
  };
}
