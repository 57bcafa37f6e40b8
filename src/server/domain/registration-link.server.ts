import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { pendingRegistrations, secretSantas } from '../db/schema.ts';

/**
 * Closes an event's sign-up link and drops the sign-ups still waiting for their confirmation
 * (docs/product.md §4.9): the organiser's 'Fermer les inscriptions' and 'Nouveau lien', and the
 * edition's draw, after which newcomers join the draw through the organiser (§6.8). Call it
 * under the event's lock, in the caller's transaction.
 */
export async function closeRegistration(tx: Database, secretSantaId: string): Promise<void> {
  await tx
    .update(secretSantas)
    .set({ registrationOpen: false })
    .where(eq(secretSantas.id, secretSantaId));
  await dropPendingRegistrations(tx, secretSantaId);
}

/** The event's sign-ups, waiting or confirmed: their links stop working. */
export async function dropPendingRegistrations(tx: Database, secretSantaId: string): Promise<void> {
  await tx
    .delete(pendingRegistrations)
    .where(eq(pendingRegistrations.secretSantaId, secretSantaId));
}
