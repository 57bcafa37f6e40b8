import type { Player } from '../../shared/contracts/player.ts';
import type { players } from '../db/schema.ts';

/** A player as stored, and as the organiser's screens see it (`toPlayer`). */
export type PlayerRow = typeof players.$inferSelect;

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    secretSantaId: row.secretSantaId,
    name: row.name,
    email: row.email,
    address: row.address,
    imageUrl: row.imageUrl,
    giftIdeas: row.giftIdeas,
    invited: row.invited,
    giftReceived: row.giftReceived,
    excluded: row.excluded,
    invitationSentAt: row.invitationSentAt?.getTime() ?? null,
    invitationAcceptedAt: row.invitationAcceptedAt?.getTime() ?? null,
  };
}
