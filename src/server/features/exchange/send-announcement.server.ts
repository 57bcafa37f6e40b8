import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { ANNOUNCEMENTS_PER_DAY } from '../../../shared/contracts/exchange.ts';
import type { Database } from '../../db/database.server.ts';
import { announcements, players, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { personalLinkColumns } from '../../mail/sign-personal-link.server.ts';
import { editionYear, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import { enqueueMailPerRow } from '../../mail/outbox.server.ts';
import { rateRules, takeRateAllowance } from '../../security/rate-limit.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * « Écrire à tous » (docs/product.md §4.11), under the event's lock so that two at once count
 * as two: kept for the spaces of this edition, and e-mailed to every player with an address of
 * their own, each with their own link. One looked after by another has none: their carer gets
 * it once, as themselves. At most ANNOUNCEMENTS_PER_DAY an event over 24 hours, none once the
 * exchange is over. Returns how many e-mails were queued.
 */
export async function sendAnnouncement(
  db: Database,
  input: {
    secretSantaId: string;
    organiser: { id: string; name: string };
    text: string;
    now: Date;
  },
): Promise<{ sent: number }> {
  const { secretSantaId, now } = input;
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, secretSantaId);
    const [event] = await tx
      .select({ completed: secretSantas.completed })
      .from(secretSantas)
      .where(eq(secretSantas.id, secretSantaId));
    if (event?.completed) throw new Refusal('announcementAfterCompletion');
    const [today] = await tx
      .select({ count: count() })
      .from(announcements)
      .where(
        and(
          eq(announcements.secretSantaId, secretSantaId),
          gt(announcements.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.count ?? 0) >= ANNOUNCEMENTS_PER_DAY) {
      throw new Refusal('announcementsTooMany', { most: ANNOUNCEMENTS_PER_DAY });
    }
    // Every address of the event, invited or not: counted against the organiser, whatever
    // the event, so that no number of events makes the app a mass mailer.
    const [addresses] = await tx
      .select({ count: count() })
      .from(players)
      .where(and(eq(players.secretSantaId, secretSantaId), isNotNull(players.email)));
    const isAllowed = await takeRateAllowance(
      tx,
      `announcements:mails:${input.organiser.id}`,
      rateRules.announcementMailsPerOrganiser,
      addresses?.count ?? 0,
    );
    if (!isAllowed) throw new Refusal('announcementsTooManyMails');
    await tx
      .insert(announcements)
      .values({ secretSantaId, year: editionYear(now), text: input.text, createdAt: now });
    await writeJournal(tx, {
      secretSantaId,
      by: { kind: 'organiser', name: input.organiser.name },
      now,
      action: 'announcementSent',
      details: {},
    });
    const sent = await enqueueMailPerRow(
      tx,
      {
        kind: 'announcement',
        recipient: sql`p.email`,
        payload: {
          playerName: sql`p.name`,
          secretSantaName: sql`s.name`,
          organiserName: sql`${input.organiser.name}::text`,
          text: sql`${input.text}::text`,
          personalLink: personalLinkColumns(now),
        },
        secretSantaId: sql`p.secret_santa_id`,
        language: sql`p.language`,
      },
      sql`
      from ${players} p join ${secretSantas} s on s.id = p.secret_santa_id
      where p.secret_santa_id = ${secretSantaId} and p.email is not null`,
    );
    return { sent };
  });
}
