import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { Database } from '../../db/database.server.ts';
import { secretSantas } from '../../db/schema.ts';
import { readMailEvents } from '../../domain/exchange.server.ts';
import { participantCalendar } from '../../domain/participant-calendar.server.ts';

/**
 * 'Ajouter à mon agenda' (docs/product.md §3.6): the calendar event the draw e-mail carries.
 * Null while the exchange has no date.
 */
export async function participantCalendarFile(
  db: Database,
  input: { secretSantaId: string; publicUrl: string; now: Date; language: Language },
): Promise<string | null> {
  const [event] = await db
    .select({ name: secretSantas.name })
    .from(secretSantas)
    .where(eq(secretSantas.id, input.secretSantaId));
  const details = (await readMailEvents(db, [input.secretSantaId])).get(input.secretSantaId);
  if (!event || !details) return null;
  return participantCalendar({ ...input, secretSantaName: event.name, event: details });
}
