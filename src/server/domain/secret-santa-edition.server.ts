import { and, eq, sql } from 'drizzle-orm';
import { Refusal, type PlainRefusalCode } from '../../shared/refusal.ts';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { draws, secretSantas } from '../db/schema.ts';

/*
 * What several features need to know about an event's edition: its year, its draw, and the
 * row lock under which every change to its draw state happens.
 */

/** docs/product.md §1.2: the edition is the current calendar year. */
export const editionYear = (now: Date) => now.getFullYear();

/**
 * Takes the event's row lock for the rest of the transaction: draws, resets, saves and
 * notifications of one event happen one after the other, even across app instances.
 */
export async function lockSecretSanta(tx: Database, secretSantaId: string): Promise<void> {
  await tx.execute(sql`select id from ${secretSantas} where id = ${secretSantaId} for update`);
}

export async function findDraw(db: Database, secretSantaId: string, year: number) {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.secretSantaId, secretSantaId), eq(draws.year, year)));
  return row;
}

type DrawRow = typeof draws.$inferSelect;

/** What an operation refuses, under the lock, before it changes anything. */
type EditionRefusals = {
  /** When the edition is drawn (restrictions, rules, a second draw). */
  whenDrawn?: PlainRefusalCode;
  /** When it is not (a gift mark, a withdrawal). */
  whenNotDrawn?: PlainRefusalCode;
  /** Once the exchange is over: everyone said their gift arrived. */
  whenCompleted?: PlainRefusalCode;
};

/**
 * Runs `work` in one transaction holding the event's row lock, with the edition's draw as it is
 * under that lock, after refusing what `refusals` says: lock, find, refuse, in that order, so
 * that two requests at once meet each other's result, never each other's half.
 */
export function withEventLocked<T, Refusals extends EditionRefusals>(
  db: Database,
  edition: { secretSantaId: string; year: number },
  refusals: Refusals,
  work: (
    tx: Database,
    state: {
      draw: Refusals extends { whenNotDrawn: PlainRefusalCode } ? DrawRow : DrawRow | undefined;
    },
  ) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [event] = await executeRows<{ completed: boolean }>(
      tx,
      sql`select completed from ${secretSantas} where id = ${edition.secretSantaId} for update`,
    );
    const draw = await findDraw(tx, edition.secretSantaId, edition.year);
    if (draw && refusals.whenDrawn) throw new Refusal(refusals.whenDrawn);
    if (!draw && refusals.whenNotDrawn) throw new Refusal(refusals.whenNotDrawn);
    if (event?.completed && refusals.whenCompleted) throw new Refusal(refusals.whenCompleted);
    return work(tx, { draw: draw as DrawRow });
  });
}
