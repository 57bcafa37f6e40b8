import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { draws, players } from '../../db/schema.ts';

/**
 * 'Lien ouvert' (docs/product.md §4.4, §6.5): the player opened their space with their personal
 * link, since it was given out and, once the edition's draw is notified, since the notification.
 * Written once for each (nothing when already written since), by the database's clock as the
 * draw's `notified_at` is, so that the two compare. Says whether it wrote.
 *
 * Called when the space is read from the database, not from the answer cache: the cache keeps a
 * read with the person's link apart, and only from a read made since the last change to the
 * event, and notifying is one.
 */
export async function recordSpaceOpened(
  db: Database,
  input: { playerId: string; secretSantaId: string; year: number },
): Promise<boolean> {
  const recorded = await executeRows(
    db,
    sql`
    update ${players} p set space_opened_at = now()
    where p.id = ${input.playerId} and p.secret_santa_id = ${input.secretSantaId}
      and (p.space_opened_at is null or p.space_opened_at < (
        select d.notified_at from ${draws} d
        where d.secret_santa_id = p.secret_santa_id and d.year = ${input.year}))
    returning p.id`,
  );
  return recorded.length > 0;
}
