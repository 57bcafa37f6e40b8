import type { Wording } from '../language.ts';
import { messages as buildCatalogue } from '../messages.ts';

import { DEFAULT_CURRENCY, type Budget, type ExchangeDetails } from './exchange-details.ts';

/** What the exchange's line is written with: the catalogue of the page's or the e-mail's language. */
type ExchangeWording = Pick<Wording<typeof buildCatalogue>, 'exchange' | 'language'>;

/**
 * 'samedi 19 décembre 2026 à 15 h (heure de Paris)', 'samedi 19 décembre 2026' (no time), or
 * null when no date is set. The hour is the one the organiser gave, in the event's time zone,
 * whatever the reader's own zone, and says which zone it is. The date and time
 * are as the server keeps them, checked when saved (contracts/exchange.ts): not checked again
 * here, which would bring the time-zone code into the participant space's first download.
 */
export function describeExchangeDate(
  details: ExchangeDetails,
  messages: ExchangeWording = buildCatalogue,
): string | null {
  const { date, time } = details;
  if (date === null) return null;
  const [year = NaN, month = NaN, dayOfMonth = NaN] = date.split('-').map(Number);
  // The date is already the day in the event's zone: its weekday is read in UTC, so no
  // conversion moves it. Spelled out rather than asked of Intl.DateTimeFormat, whose
  // calendar data is a long task on a phone at the space's first paint (decision 0009).
  const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
  const day = messages.exchange.day(weekday, dayOfMonth, month - 1, year);
  if (time === null) return day;
  const [hours = '', minutes = ''] = time.split(':');
  const hour = messages.exchange.hour(Number(hours), Number(minutes));
  return messages.exchange.at(day, messages.exchange.inZone(hour, zoneCity(details.timeZone)));
}

/**
 * 'Europe/Paris' → 'Paris', 'America/Argentina/Buenos_Aires' → 'Buenos Aires': the zone as
 * people name it, by its city (docs/product.md §3.6), so that whoever reads the hour knows where
 * it is.
 */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/**
 * The exchange in a few parts, in order and only those set: 'Échange le samedi 19 décembre 2026
 * à 15 h', 'Budget 30 €', then the place as typed. The caller joins them with ' · '. The
 * organiser's note is not one of them: it is a paragraph, shown on its own.
 */
export function describeExchange(
  details: ExchangeDetails,
  messages: ExchangeWording = buildCatalogue,
): string[] {
  const parts: string[] = [];
  const date = describeExchangeDate(details, messages);
  if (date !== null) parts.push(messages.exchange.when(date));
  if (details.budget !== null)
    parts.push(messages.exchange.budget(formatBudget(details.budget, details.currency, messages)));
  const place = details.place.trim();
  if (place !== '') parts.push(place);
  return parts;
}

/**
 * '30 €', '12,50 €', '1 500 €', '20 à 30 €', '25 $US' in French; '$25', '$20 to $30' in English:
 * the amounts as the catalogue's language writes numbers, the currency's sign where that
 * language puts it, once after a range or before each of its ends.
 */
export function formatBudget(
  { min, max }: Budget,
  currency: string,
  messages: ExchangeWording = buildCatalogue,
): string {
  const { exchange, language } = messages;
  const { prefix, suffix } = currencyAffixes(currency, language.current, exchange.euro);
  if (min === max) return `${prefix}${exchange.amount(min)}${suffix}`;
  return `${exchange.amountRange(`${prefix}${exchange.amount(min)}`, `${prefix}${exchange.amount(max)}`)}${suffix}`;
}

/** Whether the organiser has said anything of the exchange yet: its line or their word. */
export function hasExchangeDetails(details: ExchangeDetails): boolean {
  return describeExchange(details).length > 0 || details.note !== '';
}

/** What goes before and after an amount: '$' and '' in English, '' and ' $US' in French. */
export type CurrencyAffixes = { prefix: string; suffix: string };

const affixesByLocale = new Map<string, CurrencyAffixes>();

/**
 * How `locale` writes `currency` around an amount, as Intl says it. The euro is not asked of
 * Intl: the catalogue holds it (`messages.exchange.euro`), so that the participant space, which
 * shows euros nearly always, builds no Intl object at its first paint (decision 0009).
 */
export function currencyAffixes(
  currency: string,
  locale: string,
  euro: CurrencyAffixes,
): CurrencyAffixes {
  if (currency === DEFAULT_CURRENCY) return euro;
  const key = `${locale} ${currency}`;
  let affixes = affixesByLocale.get(key);
  if (affixes === undefined) {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
    const number = parts.findIndex((part) => part.type === 'integer');
    const text = (from: number, to?: number) =>
      parts
        .slice(from, to)
        .filter((part) => part.type === 'currency' || part.type === 'literal')
        .map((part) => part.value)
        .join('');
    const last = parts.findLastIndex((part) =>
      ['integer', 'decimal', 'fraction', 'group'].includes(part.type),
    );
    affixes = { prefix: text(0, number), suffix: text(last + 1) };
    affixesByLocale.set(key, affixes);
  }
  return affixes;
}
