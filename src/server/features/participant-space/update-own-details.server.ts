import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import type { PlayerRow } from '../../domain/player-row.ts';
import { getParticipantSpace } from './get-participant-space.server.ts';

/**
 * What a participant may change of their own: their address or their gift ideas (the product's
 * rules: docs/product.md), nothing else. Answers the space as it now is.
 */
export async function updateOwnDetails(
  db: Database,
  input: {
    me: PlayerRow;
    year: number;
    details: { address: string } | { giftIdeas: string } | { language: Language };
  },
): Promise<ParticipantSpace> {
  const [updated] = await db
    .update(players)
    .set(input.details)
    .where(eq(players.id, input.me.id))
    .returning();
  return getParticipantSpace(db, updated!, input.year);
}
