import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../shared/contracts/secret-santa.ts';
import { Refusal } from '../../shared/refusal.ts';
import type { AnswerCache } from '../db/answer-cache.ts';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import { verifyLinkToken } from '../security/guarded-token.server.ts';

/**
 * A reminder's unsubscribe link, used (docs/product.md §6.9): its player gets no more of the
 * event's reminders, until they turn them on again in their space. The e-mails they need (the
 * draw, its changes, the messages) still come. An expired link still stops them: it is genuine,
 * and stopping e-mails harms nobody. Nothing says whether the player is still in the event, so
 * the link tells its holder nothing they did not know.
 */
export async function stopRemindersByLink(
  deps: { db: Database; cache: AnswerCache; authSecret: string; now: () => Date },
  input: { address: string; secretSantaId: string; token: string },
): Promise<void> {
  const { secretSantaId, token } = input;
  if (!isUuid(secretSantaId)) throw new Refusal('stopLinkInvalid');
  const check = await verifyLinkToken(
    deps,
    input.address,
    deps.authSecret,
    token,
    { purpose: 'stop-reminders', secretSantaId },
    deps.now().getTime(),
  );
  const claims = check.ok || check.reason === 'expired' ? check.claims : undefined;
  if (!claims) throw new Refusal('stopLinkInvalid');
  await deps.db
    .update(players)
    .set({ reminders: false })
    .where(and(eq(players.id, claims.playerId), eq(players.secretSantaId, secretSantaId)));
}

/**
 * A reminder's unsubscribe by e-mail (its `List-Unsubscribe` mailto, read from the bounce
 * mailbox): the reminder's Message-ID, which only its reader has seen, names the player and the
 * event. An id that is not a reminder's stops nothing.
 */
export async function stopRemindersByMail(db: Database, outboxId: string): Promise<void> {
  await db.execute(sql`
    update ${players} p set reminders = false
    from ${mailOutbox} m
    where m.id = ${outboxId}
      and m.kind in ('exchange-reminder', 'gift-ideas-reminder', 'gift-received-reminder')
      and p.secret_santa_id = m.secret_santa_id
      and p.id::text = m.payload->'personalLink'->>'playerId'`);
}
