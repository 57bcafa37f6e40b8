import { and, desc, eq, lt } from 'drizzle-orm';
import {
  JOURNAL_PAGE_SIZE,
  type JournalEntry,
  type JournalEvent,
  type JournalResponse,
} from '../../shared/contracts/journal.ts';
import type { Database } from '../db/database.server.ts';
import { journalEntries } from '../db/schema.ts';

/** Who did it: an organiser (the owner or a co-organiser), or a participant, by name. */
export type Actor = { kind: 'organiser' | 'participant'; name: string };

/**
 * Writes what happened in the event's « Historique » (docs/product.md §3.8). Called in the
 * transaction that does it, so that an entry exists exactly when the change does.
 */
export async function writeJournal(
  tx: Database,
  input: { secretSantaId: string; by: Actor; now: Date } & JournalEvent,
): Promise<void> {
  await tx.insert(journalEntries).values({
    secretSantaId: input.secretSantaId,
    at: input.now,
    actorKind: input.by.kind,
    actorName: input.by.name,
    action: input.action,
    details: input.details,
  });
}

/** The event's journal, newest first, a page at a time. */
export async function readJournal(
  db: Database,
  input: { secretSantaId: string; before?: number | undefined },
): Promise<JournalResponse> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.secretSantaId, input.secretSantaId),
        input.before === undefined ? undefined : lt(journalEntries.id, input.before),
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(JOURNAL_PAGE_SIZE + 1);
  const entries = rows.slice(0, JOURNAL_PAGE_SIZE).map(
    (row) =>
      ({
        id: row.id,
        at: row.at.getTime(),
        actor: { kind: row.actorKind, name: row.actorName },
        action: row.action,
        details: row.details,
      }) as JournalEntry,
  );
  return { entries, hasMore: rows.length > JOURNAL_PAGE_SIZE };
}
