import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.server.ts';
import { secretSantas } from '../../db/schema.ts';
import { readMailEvents } from '../../domain/exchange.server.ts';
import { participantCalendar } from '../../domain/participant-calendar.server.ts';
import type { PlayerRow } from '../../domain/player-row.ts';
import {
  personalLinkClaims,
  signPersonalLink,
  type LinkSigning,
} from '../../mail/sign-personal-link.server.ts';

/**
 * 'Ajouter à mon agenda' (docs/product.md §3.6): the calendar event the draw e-mail carries,
 * with the player's own personal link. Null while the exchange has no date.
 */
export async function participantCalendarFile(
  db: Database,
  input: { me: PlayerRow; signing: LinkSigning; now: Date },
): Promise<string | null> {
  const { me, now } = input;
  const [event] = await db
    .select({ name: secretSantas.name })
    .from(secretSantas)
    .where(eq(secretSantas.id, me.secretSantaId));
  const details = (await readMailEvents(db, [me.secretSantaId])).get(me.secretSantaId);
  if (!event || !details) return null;
  return participantCalendar({
    secretSantaId: me.secretSantaId,
    secretSantaName: event.name,
    event: details,
    personalLink: signPersonalLink(
      input.signing,
      personalLinkClaims({ secretSantaId: me.secretSantaId, playerId: me.id, now }),
    ),
    now,
  });
}
