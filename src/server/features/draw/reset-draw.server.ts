import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { draws, mailOutbox, players, santaAssignments, secretSantas } from '../../db/schema.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';

/**
 * SPEC.md §4's reset: this year's pairs are removed, every player is back to not invited
 * and not received, the event to not completed; draw e-mails not yet sent are withdrawn.
 */
export async function resetDraw(
  db: Database,
  input: { secretSantaId: string; year: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    await tx
      .delete(santaAssignments)
      .where(
        and(
          eq(santaAssignments.secretSantaId, input.secretSantaId),
          eq(santaAssignments.year, input.year),
        ),
      );
    await tx
      .delete(draws)
      .where(and(eq(draws.secretSantaId, input.secretSantaId), eq(draws.year, input.year)));
    await tx
      .update(players)
      .set({ invited: false, giftReceived: false })
      .where(
        and(
          eq(players.secretSantaId, input.secretSantaId),
          or(players.giftReceived, players.invited),
        ),
      );
    await tx
      .update(secretSantas)
      .set({ completed: false, completionNotificationSent: false })
      .where(eq(secretSantas.id, input.secretSantaId));
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
