import type { Language, Wording } from '../language.ts';
import type { messages as french } from '../messages.ts';
import { zoneCity } from './describe-exchange.ts';
import type { ExchangeDetails } from './exchange-details.ts';
import { utcToZonedParts, zonedDateTimeToUtc } from './zoned-time.ts';

/**
 * The zone an e-mail's reader most likely lives in, by the language it is written in
 * (docs/product.md §3.6): their clock, when no browser tells it. English is read from New York to Sydney: no
 * zone is assumed for it.
 */
export const USUAL_TIME_ZONES: Partial<Record<Language, string>> = {
  fr: 'Europe/Paris',
  es: 'Europe/Madrid',
  de: 'Europe/Berlin',
};

/**
 * The exchange's time in the reader's zone, when it has a time and that zone's clocks say
 * another hour: 'samedi 19 décembre 2026 à 21 h à Paris'. Null otherwise. The event's own time
 * stays the one to read (describeExchange); this is what it means where the reader is.
 */
export function exchangeTimeForReader(
  details: Pick<ExchangeDetails, 'date' | 'time' | 'timeZone'>,
  readerZone: string | undefined,
  messages: Pick<Wording<typeof french>, 'exchange'>,
): string | null {
  const { date, time, timeZone } = details;
  if (date === null || time === null || readerZone === undefined) return null;
  const instant = zonedDateTimeToUtc(date, time, timeZone);
  const there = utcToZonedParts(instant, readerZone);
  if (there.date === date && there.time === time) return null;
  const [year = NaN, month = NaN, dayOfMonth = NaN] = there.date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
  const [hours = '', minutes = ''] = there.time.split(':');
  const when = messages.exchange.at(
    messages.exchange.day(weekday, dayOfMonth, month - 1, year),
    messages.exchange.hour(Number(hours), Number(minutes)),
  );
  return messages.exchange.forReader(when, zoneCity(readerZone));
}
