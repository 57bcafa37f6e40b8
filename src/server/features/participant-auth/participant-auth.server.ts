import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { playerEmailIs } from '../../domain/player-row.ts';

export async function findSantaAuthEvent(db: Database, secretSantaId: string) {
  const missing = new Refusal('santaAuthEventNotFound', { secretSantaId });
  if (!isUuid(secretSantaId)) throw missing;
  const [event] = await db
    .select({ id: secretSantas.id, name: secretSantas.name })
    .from(secretSantas)
    .where(eq(secretSantas.id, secretSantaId));
  if (!event) throw missing;
  return event;
}

/** The player of the event with this e-mail, in any letter case (docs/product.md §8.1), else 404. */
export async function findPlayerByEmail(db: Database, secretSantaId: string, email: string) {
  await findSantaAuthEvent(db, secretSantaId);
  const [player] = await db
    .select()
    .from(players)
    .where(and(eq(players.secretSantaId, secretSantaId), playerEmailIs(email)));
  if (!player) throw new Refusal('santaAuthNotAPlayer', { email }, 'email');
  return player;
}

export async function isPlayerOf(db: Database, secretSantaId: string, email: string) {
  const [player] = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.secretSantaId, secretSantaId), playerEmailIs(email)));
  return player !== undefined;
}
