import { inArray } from 'drizzle-orm';
import type { Reminders } from '../../shared/contracts/exchange.ts';
import type { ExchangeDetails } from '../../shared/exchange/exchange-details.ts';
import { utcToZonedParts } from '../../shared/exchange/zoned-time.ts';
import type { Database } from '../db/database.server.ts';
import { secretSantas } from '../db/schema.ts';

type SecretSantaRow = typeof secretSantas.$inferSelect;

/*
 * The exchange's details as the product reads them (docs/product.md §3.6): the date is kept as
 * an instant (UTC) and read back as a day and a time in the event's time zone.
 */

/** The columns `exchangeOf` reads, for a query's select. */
export const exchangeColumns = {
  exchangeAt: secretSantas.exchangeAt,
  exchangeHasTime: secretSantas.exchangeHasTime,
  timeZone: secretSantas.timeZone,
  budgetMinCents: secretSantas.budgetMinCents,
  budgetMaxCents: secretSantas.budgetMaxCents,
  currency: secretSantas.currency,
  place: secretSantas.place,
  organiserNote: secretSantas.organiserNote,
};

export function exchangeOf(
  row: Pick<
    SecretSantaRow,
    | 'exchangeAt'
    | 'exchangeHasTime'
    | 'timeZone'
    | 'budgetMinCents'
    | 'budgetMaxCents'
    | 'currency'
    | 'place'
    | 'organiserNote'
  >,
): ExchangeDetails {
  const local = row.exchangeAt ? utcToZonedParts(row.exchangeAt, row.timeZone) : null;
  return {
    date: local?.date ?? null,
    time: local && row.exchangeHasTime ? local.time : null,
    timeZone: row.timeZone,
    budget:
      row.budgetMinCents !== null && row.budgetMaxCents !== null
        ? { min: row.budgetMinCents, max: row.budgetMaxCents }
        : null,
    currency: row.currency,
    place: row.place,
    note: row.organiserNote,
  };
}

export function remindersOf(row: SecretSantaRow): Reminders {
  return {
    beforeExchange: row.remindBeforeExchange,
    giftIdeas: row.remindGiftIdeas,
    giftReceived: row.remindGiftReceived,
  };
}

/** What an e-mail about an event shows of its exchange, read when the e-mail is rendered. */
export type MailEvent = {
  exchange: ExchangeDetails;
  calendarSequence: number;
  /** 'Adresse postale demandée' (docs/product.md §7.4): the texts mention an address only then. */
  asksAddresses: boolean;
};

/**
 * The events of a batch of outbox rows, read once for the batch: an e-mail shows the exchange's
 * details as they are when it is sent, so one queued before a change does not carry the old date.
 */
export async function readMailEvents(
  db: Database,
  secretSantaIds: Iterable<string | null>,
): Promise<Map<string, MailEvent>> {
  const ids = [...new Set([...secretSantaIds].filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(secretSantas).where(inArray(secretSantas.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        exchange: exchangeOf(row),
        calendarSequence: row.calendarSequence,
        asksAddresses: row.askAddresses,
      },
    ]),
  );
}
