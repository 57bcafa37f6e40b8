import { messages } from '../messages.ts';
import type { Budget, ExchangeDetails } from './exchange-details.ts';

const CENTS_PER_EURO = 100;

/**
 * 'samedi 19 décembre 2026 à 15 h', 'samedi 19 décembre 2026 à 9 h 05',
 * 'samedi 19 décembre 2026' (no time), or null when no date is set. The hour is the one the
 * organiser gave, in the event's time zone, whatever the reader's own zone. The date and time
 * are as the server keeps them, checked when saved (contracts/exchange.ts): not checked again
 * here, which would bring the time-zone code into the participant space's first download.
 */
export function describeExchangeDate(details: ExchangeDetails): string | null {
  const { date, time } = details;
  if (date === null) return null;
  const [year = NaN, month = NaN, dayOfMonth = NaN] = date.split('-').map(Number);
  // The date is already the day in the event's zone: its weekday is read in UTC, so no
  // conversion moves it. Spelled out rather than asked of Intl.DateTimeFormat, whose French
  // calendar data is a long task on a phone at the space's first paint (decision 0009).
  const { weekdays, months } = messages.dates;
  const weekday = weekdays[new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay()];
  const dayNumber = dayOfMonth === 1 ? messages.exchange.firstOfMonth : String(dayOfMonth);
  const day = `${weekday} ${dayNumber} ${months[month - 1]} ${year}`;
  if (time === null) return day;
  return messages.exchange.at(day, frenchHour(time));
}

/**
 * The exchange in a few parts, in order and only those set: 'Échange le samedi 19 décembre 2026
 * à 15 h', 'Budget 30 €', then the place as typed. The caller joins them with ' · '. The
 * organiser's note is not one of them: it is a paragraph, shown on its own.
 */
export function describeExchange(details: ExchangeDetails): string[] {
  const parts: string[] = [];
  const date = describeExchangeDate(details);
  if (date !== null) parts.push(messages.exchange.when(date));
  if (details.budget !== null) parts.push(messages.exchange.budget(formatBudget(details.budget)));
  const place = details.place.trim();
  if (place !== '') parts.push(place);
  return parts;
}

/** '15:00' → '15 h', '09:05' → '9 h 05', '00:00' → '0 h'. */
function frenchHour(time: string): string {
  const [hours = '', minutes = ''] = time.split(':');
  const hour = String(Number(hours));
  return minutes === '00'
    ? messages.exchange.hour(hour)
    : messages.exchange.hourAndMinutes(hour, minutes);
}

/** '30 €', '12,50 €', '1 500 €', '20 à 30 €', in French, with no-break spaces where they belong. */
export function formatBudget(budget: Budget): string {
  const { min, max } = budget;
  const text =
    min === max
      ? formatAmount(min)
      : messages.exchange.amountRange(formatAmount(min), formatAmount(max));
  return messages.exchange.euros(text);
}

/** Decimals only for an amount that is not whole euros, and then always two: '12,50', not '12,5'. */
function formatAmount(cents: number): string {
  const euros = Math.floor(cents / CENTS_PER_EURO);
  const rest = cents % CENTS_PER_EURO;
  // The narrow no-break space is what Intl writes for French and never splits a number.
  const grouped = String(euros).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, '0')}`;
}

/** Whether the organiser has said anything of the exchange yet: its line or their word. */
export function hasExchangeDetails(details: ExchangeDetails): boolean {
  return describeExchange(details).length > 0 || details.note !== '';
}
