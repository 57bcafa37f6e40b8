import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
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
