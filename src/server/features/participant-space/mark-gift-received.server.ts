import { eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { enqueueMail } from '../../mail/enqueue-mail.server.ts';
import { findDraw, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';

/**
 * "Je ne l'ai pas encore reçu": undoes a confirmation made by mistake, until the exchange is
 * finished (docs/product.md §7.5). Once everyone has confirmed, the completion e-mail is out
 * and the marks stay.
 */
export async function unmarkGiftReceived(
  db: Database,
  input: { secretSantaId: string; playerId: string; year: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (!(await findDraw(tx, input.secretSantaId, input.year)))
      throw new HttpError(409, errorCodes.noAssignments, messages.participantSpace.notDrawnYet);
    const [event] = await tx
      .select({ completed: secretSantas.completed })
      .from(secretSantas)
      .where(eq(secretSantas.id, input.secretSantaId));
    if (event?.completed) {
      throw new HttpError(
        409,
        errorCodes.drawLocked,
        messages.participantSpace.undoAfterCompletion,
      );
    }
    await tx.update(players).set({ giftReceived: false }).where(eq(players.id, input.playerId));
  });
}

/**
 * 'J'ai reçu mon cadeau !' and the completion check (docs/product.md §7.5) in one transaction: when the
 * last player confirms, the event becomes completed and the completion e-mail is queued
 * to everyone, once (`completion_notification_sent` and a dedupe key both guard it).
 */
export async function markGiftReceived(
  db: Database,
  input: { secretSantaId: string; playerId: string; year: number },
): Promise<{ completed: boolean }> {
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const draw = await findDraw(tx, input.secretSantaId, input.year);
    if (!draw)
      throw new HttpError(409, errorCodes.noAssignments, messages.participantSpace.notDrawnYet);
    await tx.update(players).set({ giftReceived: true }).where(eq(players.id, input.playerId));

    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        received: sql<number>`count(*) filter (where ${players.giftReceived})::int`,
      })
      .from(players)
      .where(eq(players.secretSantaId, input.secretSantaId));
    const isComplete = counts !== undefined && counts.total > 0 && counts.received === counts.total;
    if (!isComplete) return { completed: false };

    const [event] = await tx
      .update(secretSantas)
      .set({ completed: true })
      .where(eq(secretSantas.id, input.secretSantaId))
      .returning();
    if (event && !event.completionNotificationSent) {
      const everyone = await tx
        .select()
        .from(players)
        .where(eq(players.secretSantaId, input.secretSantaId));
      await enqueueMail(
        tx,
        everyone.map((player) => ({
          kind: 'completion' as const,
          recipient: player.email,
          secretSantaId: input.secretSantaId,
          dedupeKey: `completion:${input.secretSantaId}:${input.year}:${draw.drawnAt.getTime()}:${player.id}`,
          payload: { playerName: player.name, secretSantaName: event.name },
        })),
      );
      await tx
        .update(secretSantas)
        .set({ completionNotificationSent: true })
        .where(eq(secretSantas.id, input.secretSantaId));
    }
    return { completed: true };
  });
}
