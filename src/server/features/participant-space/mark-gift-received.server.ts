import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { completeIfEveryoneReceived } from '../../domain/completion.server.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';

/**
 * "Je ne l'ai pas encore reçu": undoes a confirmation made by mistake, until the exchange is
 * finished (docs/product.md §7.5). Once everyone has confirmed, the completion e-mail is out
 * and the marks stay.
 */
export async function unmarkGiftReceived(
  db: Database,
  input: { secretSantaId: string; playerId: string; year: number },
): Promise<void> {
  const refusals = { whenNotDrawn: 'notDrawnYet', whenCompleted: 'undoAfterCompletion' } as const;
  await withEventLocked(db, input, refusals, async (tx) => {
    await tx
      .update(players)
      .set({ giftReceived: false, awaitsNewSantaGift: false })
      .where(eq(players.id, input.playerId));
  });
}

/**
 * 'J'ai reçu mon cadeau !' and the completion check (docs/product.md §7.5) in one transaction.
 */
export async function markGiftReceived(
  db: Database,
  input: { secretSantaId: string; playerId: string; year: number },
): Promise<{ completed: boolean }> {
  return withEventLocked(
    db,
    input,
    { whenNotDrawn: 'notDrawnYet' } as const,
    async (tx, { draw }) => {
      // Said again after a change of Santa, it is the new Santa's gift that arrived (§7.5).
      await tx
        .update(players)
        .set({ giftReceived: true, awaitsNewSantaGift: false })
        .where(eq(players.id, input.playerId));

      return { completed: await completeIfEveryoneReceived(tx, { ...input, draw }) };
    },
  );
}
