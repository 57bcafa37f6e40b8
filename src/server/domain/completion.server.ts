import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { players, secretSantas } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { playerMailAddress } from './player-row.ts';
import type { Draw } from './draw-mails.server.ts';
import { completionMailsKey } from '../mail/dedupe-keys.ts';

/**
 * The completion check (docs/product.md §7.5), in the caller's transaction under the event's
 * lock: when every player has confirmed their gift (the last one confirming, or the last one
 * waiting leaving the draw), the event becomes completed and the completion e-mail is queued
 * to everyone, once (`completion_notification_sent` and a dedupe key both guard it).
 */
export async function completeIfEveryoneReceived(
  tx: Database,
  input: { secretSantaId: string; year: number; draw: Draw },
): Promise<boolean> {
  const { draw } = input;
  if (!(await hasEveryoneReceived(tx, input.secretSantaId))) return false;

  const [event] = await tx
    .update(secretSantas)
    .set({ completed: true })
    .where(eq(secretSantas.id, input.secretSantaId))
    .returning();
  if (event && !event.completionNotificationSent) {
    const everyone = await tx
      .select({
        id: players.id,
        name: players.name,
        email: playerMailAddress,
        language: players.language,
      })
      .from(players)
      .where(eq(players.secretSantaId, input.secretSantaId));
    await enqueueMail(
      tx,
      everyone.map((player) => ({
        kind: 'completion' as const,
        recipient: player.email,
        language: player.language,
        secretSantaId: input.secretSantaId,
        dedupeKey: completionMailsKey(draw) + player.id,
        payload: { playerName: player.name, secretSantaName: event.name },
      })),
    );
    await tx
      .update(secretSantas)
      .set({ completionNotificationSent: true })
      .where(eq(secretSantas.id, input.secretSantaId));
  }
  return true;
}

/**
 * Every player of the event has confirmed their gift (and there is at least one), by the marks
 * everyone sees: a completion that waited for a new Santa's gift would say whose Santa changed
 * (docs/product.md §7.5).
 */
export async function hasEveryoneReceived(tx: Database, secretSantaId: string): Promise<boolean> {
  const [counts] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      received: sql<number>`count(*) filter (where ${players.giftReceived})::int`,
    })
    .from(players)
    .where(eq(players.secretSantaId, secretSantaId));
  return counts !== undefined && counts.total > 0 && counts.received === counts.total;
}
