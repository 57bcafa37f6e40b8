import { and, eq, inArray, sql } from 'drizzle-orm';
import { replacePersonalLinks } from '../../domain/personal-links.server.ts';
import { withdrawWaitingInvitations } from '../../domain/invitations.server.ts';
import type { Database } from '../../db/database.server.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { clearEdition } from './draw-queries.server.ts';

/**
 * The reset (docs/product.md §6.4): this year's pairs are removed, every player is back to not
 * received, the event to not completed; draw e-mails not yet sent are withdrawn. Every personal
 * link given out is replaced (docs/decisions/0029): whoever held one, forwarded or not, sees
 * nothing more, and the next notification gives each player their new one, so everyone is back
 * to not invited. A finished exchange is not reset: everyone already has their gift.
 */
export async function resetDraw(
  db: Database,
  input: { secretSantaId: string; year: number; by: Actor; now: Date },
): Promise<void> {
  await withEventLocked(db, input, { whenCompleted: 'resetAfterCompletion' }, async (tx) => {
    await clearEdition(tx, input);
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'drawReset',
      details: {},
    });
    await withdrawPendingDrawMails(tx, input.secretSantaId);
    // Everyone is to be told anew: an invitation still waiting would make it look otherwise.
    await withdrawWaitingInvitations(tx, { secretSantaId: input.secretSantaId, who: 'everyone' });
    await replacePersonalLinks(tx, {
      secretSantaId: input.secretSantaId,
      players: sql`true`,
      alsoSet: sql`invited = false, space_opened_at = null`,
    });
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
