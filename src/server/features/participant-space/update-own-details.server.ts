import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { players, secretSantas } from '../../db/schema.ts';
import type { PlayerRow } from '../../domain/player-row.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { getParticipantSpace, type SpaceReading } from './get-participant-space.server.ts';

/**
 * What a participant may change of their own: their address, their gift ideas, the language of
 * their e-mails and whether the reminders reach them (the product's rules: docs/product.md),
 * nothing else. Answers the space as it now is.
 *
 * An address is refused while the event asks for none (docs/product.md §7.4): the space no
 * longer offers the field, so only a page opened before the organiser turned it off sends one,
 * and saying it was saved would be untrue; checked in the same statement, so that the setting
 * changed meanwhile is seen.
 */
export async function updateOwnDetails(
  db: Database,
  input: {
    me: PlayerRow;
    reading: SpaceReading;
    now: Date;
    details:
      { address: string } | { giftIdeas: string } | { language: Language } | { reminders: boolean };
  },
): Promise<ParticipantSpace> {
  const { details, me } = input;
  const isAddress = 'address' in details;
  const isAddressChange = isAddress && details.address !== me.address;
  const update = async (tx: Database) => {
    // The journal's entry needs the event's row: taken first, in the order the organisers'
    // changes take it (the event, then players), so that neither waits on the other's second.
    if (isAddressChange) await lockSecretSanta(tx, me.secretSantaId);
    const [row] = await tx
      .update(players)
      .set(details)
      .where(
        and(
          eq(players.id, me.id),
          isAddress
            ? sql`exists (select 1 from ${secretSantas}
              where ${secretSantas.id} = ${players.secretSantaId} and ${secretSantas.askAddresses})`
            : undefined,
        ),
      )
      .returning();
    if (!row && isAddress) throw new Refusal('addressNotAsked');
    // The organisers' « Historique » tells that an address changed, never what it says.
    if (isAddressChange) {
      await writeJournal(tx, {
        secretSantaId: me.secretSantaId,
        by: { kind: 'participant', name: me.name },
        now: input.now,
        action: 'ownAddressChanged',
        details: {},
      });
    }
    return row!;
  };
  // One statement, unless an address changes: its journal entry goes in the same transaction.
  const updated = isAddressChange ? await db.transaction(update) : await update(db);
  return getParticipantSpace(db, updated, input.reading);
}
