import { desc, eq, sql } from 'drizzle-orm';
import { isOrganisedBy } from '../../domain/own-secret-santa.server.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { playerEmailIs } from '../../domain/player-row.ts';

/** The events the signed-in account plays in (for `/`'s redirect), newest first. */
export async function listParticipations(db: Database, user: Pick<User, 'id' | 'email'>) {
  const rows = await db
    .select({
      secretSantaId: secretSantas.id,
      name: secretSantas.name,
      // An organiser who plays, its owner or a co-organiser (docs/product.md §3.7).
      isOrganiser: sql<boolean>`${isOrganisedBy(user.id)}`,
    })
    .from(players)
    .innerJoin(secretSantas, eq(secretSantas.id, players.secretSantaId))
    .where(playerEmailIs(user.email))
    .orderBy(desc(secretSantas.createdAt));
  return rows.map((row) => ({
    secretSantaId: row.secretSantaId,
    name: row.name,
    isOrganiser: row.isOrganiser,
  }));
}
