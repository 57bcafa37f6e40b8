import type { ExchangeDetails } from './exchange-details.ts';
import { zonedDateTimeToUtc } from './zoned-time.ts';

/**
 * The instant the exchange's day begins (docs/product.md §3.6): its first minute in the event's
 * time zone, whoever reads it and wherever they are. Null while the exchange has no date. The
 * participant space compares it with its clock, so that the page needs no time-zone rules.
 */
export function exchangeDayStart(
  exchange: Pick<ExchangeDetails, 'date' | 'timeZone'>,
): Date | null {
  if (exchange.date === null) return null;
  return zonedDateTimeToUtc(exchange.date, '00:00', exchange.timeZone);
}
