import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { mailOutbox } from '../../db/schema.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { clearEdition } from './draw-queries.server.ts';

/**
 * The reset (docs/product.md §6.4): this year's pairs are removed, every player is back to not invited
 * and not received, the event to not completed; draw e-mails not yet sent are withdrawn.
 */
export async function resetDraw(
  db: Database,
  input: { secretSantaId: string; year: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    await clearEdition(tx, input);
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.secretSantaId, input.secretSantaId),
          eq(mailOutbox.kind, 'draw-notification'),
          eq(mailOutbox.status, 'pending'),
        ),
      );
  });
}
