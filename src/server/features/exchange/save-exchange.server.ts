import { eq, sql } from 'drizzle-orm';
import type { SaveExchange } from '../../../shared/contracts/exchange.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { utcToZonedParts, zonedDateTimeToUtc } from '../../../shared/exchange/zoned-time.ts';
import type { Database } from '../../db/database.server.ts';
import { draws, mailOutbox, players, santaAssignments, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import type { MailKind } from '../../mail/mail-kinds.ts';
import { personalLinkColumns } from '../../mail/sign-personal-link.server.ts';
import { exchangeOf } from '../../domain/exchange.server.ts';
import { toSecretSanta } from '../../domain/own-secret-santa.server.ts';
import { scheduleReminders } from '../../domain/reminders.server.ts';
import { editionYear, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { enqueueMailPerRow } from '../../mail/outbox.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { mailAddressOf } from '../../domain/player-row.ts';

/**
 * 'Date, budget et lieu' (docs/product.md §3.6), before or after the draw, under the event's lock.
 * A date moved to a day already past is refused; one kept as it was is not, so that the place
 * can still be corrected after the exchange. When the calendar event changes (date, time, time
 * zone or place) its SEQUENCE goes up, and once the edition's draw was notified every player
 * of it is sent the event again. The reminders not sent yet follow the new date and settings
 * (§6.9). Returns the event and how many players were sent the new calendar event.
 */
export async function saveExchange(
  db: Database,
  input: { secretSantaId: string; form: SaveExchange; by: Actor; now: Date },
): Promise<{ secretSanta: SecretSanta; calendarUpdates: number }> {
  const { form, now } = input;
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const [before] = await tx
      .select()
      .from(secretSantas)
      .where(eq(secretSantas.id, input.secretSantaId));
    // Deleted between the route's check and this lock.
    if (!before) throw new Refusal('secretSantaNotFound');

    const previous = exchangeOf(before);
    const hasTime = form.time !== '';
    const exchangeAt =
      form.date === ''
        ? null
        : zonedDateTimeToUtc(form.date, hasTime ? form.time : '00:00', form.timeZone);
    const isNewDay =
      form.date !== '' && (form.date !== previous.date || form.timeZone !== previous.timeZone);
    if (isNewDay && form.date < utcToZonedParts(now, form.timeZone).date)
      throw new Refusal('dateInPast', {}, 'date');
    // The edition is the calendar year (docs/product.md §1.2): from 1 January the space shows
    // the next one, so this edition's exchange cannot be later.
    const year = editionYear(now);
    if (form.date !== '' && Number(form.date.slice(0, 4)) > year)
      throw new Refusal('dateAfterEdition', { year }, 'date');

    const isCalendarChange =
      (exchangeAt?.getTime() ?? null) !== (before.exchangeAt?.getTime() ?? null) ||
      (exchangeAt !== null && hasTime !== before.exchangeHasTime) ||
      form.timeZone !== before.timeZone ||
      form.place !== before.place;
    const [after] = await tx
      .update(secretSantas)
      .set({
        exchangeAt,
        exchangeHasTime: exchangeAt !== null && hasTime,
        timeZone: form.timeZone,
        budgetMinCents: form.budget?.min ?? null,
        budgetMaxCents: form.budget?.max ?? null,
        currency: form.currency,
        place: form.place,
        organiserNote: form.note,
        remindBeforeExchange: form.reminders.beforeExchange,
        remindGiftIdeas: form.reminders.giftIdeas,
        remindGiftReceived: form.reminders.giftReceived,
        calendarSequence: before.calendarSequence + (isCalendarChange ? 1 : 0),
      })
      .where(eq(secretSantas.id, input.secretSantaId))
      .returning();

    await scheduleReminders(tx, { secretSantaId: input.secretSantaId, year, now });
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now,
      action: 'exchangeChanged',
      details: {},
    });
    // A calendar to update exists once a date was set: before or now.
    const hasCalendar = exchangeAt !== null || before.exchangeAt !== null;
    const calendarUpdates =
      isCalendarChange && hasCalendar
        ? await queueExchangeChangedMails(tx, { secretSantaId: input.secretSantaId, year, now })
        : 0;
    return { secretSanta: toSecretSanta(after!), calendarUpdates };
  });
}

/**
 * « L'échange a changé », with the calendar event again, to every player of the edition's
 * notified draw while the exchange is not over: one statement, as the draw e-mails are queued (decision 0011). A player whose
 * earlier one is still waiting, never tried, is left out: it is rendered when sent, with the
 * details as they are then, so two quick corrections make one e-mail. Returns how many.
 */
async function queueExchangeChangedMails(
  tx: Database,
  input: { secretSantaId: string; year: number; now: Date },
): Promise<number> {
  const kind = 'exchange-changed' satisfies MailKind;
  return enqueueMailPerRow(
    tx,
    {
      kind,
      recipient: mailAddressOf('p'),
      payload: {
        playerName: sql`p.name`,
        secretSantaName: sql`s.name`,
        personalLink: personalLinkColumns(input.now),
      },
      secretSantaId: sql`p.secret_santa_id`,
      language: sql`p.language`,
    },
    sql`
    from ${santaAssignments} a
    join ${players} p on p.secret_santa_id = a.secret_santa_id and p.id = a.giver_id
    join ${secretSantas} s on s.id = a.secret_santa_id
    join ${draws} d on d.secret_santa_id = a.secret_santa_id and d.year = a.year
    where a.secret_santa_id = ${input.secretSantaId} and a.year = ${input.year}
      and d.notified_at is not null and not s.completed
      and not exists (
        select 1 from ${mailOutbox} m
        where m.secret_santa_id = a.secret_santa_id and m.kind = ${kind}
          and m.status = 'pending' and m.first_tried_at is null
          and m.payload->'personalLink'->>'playerId' = p.id::text)`,
  );
}
