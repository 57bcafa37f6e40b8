import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';
import { clearEdition } from './draw-queries.server.ts';

/**
 * The reset (docs/product.md §6.4): this year's pairs are removed, every player is back to not invited
 * and not received, the event to not completed; draw e-mails not yet sent are withdrawn. A
 * finished exchange is not reset: everyone already has their gift.
 */
export async function resetDraw(
  db: Database,
  input: { secretSantaId: string; year: number },
): Promise<void> {
  await withEventLocked(db, input, { whenCompleted: 'resetAfterCompletion' }, async (tx) => {
    await clearEdition(tx, input);
    await withdrawPendingDrawMails(tx, input.secretSantaId);
  });
}

/**
 * The edition's e-mails that carry a link to its pairs, not sent yet, are withdrawn: the draw's,
 * the changes', and the messages' of conversations the reset closes (docs/product.md §7.7).
 */
export async function withdrawPendingDrawMails(tx: Database, secretSantaId: string) {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.secretSantaId, secretSantaId),
        inArray(mailOutbox.kind, [
          'draw-notification',
          'draw-changed',
          'message',
        ] satisfies MailKind[]),
        eq(mailOutbox.status, 'pending'),
      ),
    );
}
