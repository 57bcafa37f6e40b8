import type { Budget } from './exchange-details.ts';

const CENTS_PER_EURO = 100;

/** 100,000 €: past that, the organiser has surely typed a digit too many. */
const MAX_CENTS = 100_000 * CENTS_PER_EURO;
/**
 * The longest budget text read, the request's limit too (contracts/exchange.ts): ample for
 * '100 000,00 € à 100 000,00 €', and it keeps the pattern's work small on pasted novels. Kept
 * here rather than in the contract, which imports this file.
 */
export const BUDGET_MAX_LENGTH = 40;

/**
 * '30', '1 500' (thousands grouped by spaces, as French writes them and as formatBudget does
 * in French) or '1,500' (by commas, as English writes them), then at most two decimals after a
 * comma or a point. A comma followed by three digits can only be thousands: no amount has three
 * decimals. '1.500' is refused rather than guessed: thousands to some, three decimals to others.
 */
const AMOUNT = String.raw`(\d{1,3}(?:[ ,]\d{3})+|\d+)(?:[.,](\d{1,2}))?`;
/** The currency after the amount, as French writes it, or before it ('€30') as English does. */
const EURO_AFTER = String.raw`( ?(?:€|euros?|eur))?`;
const EURO_BEFORE = String.raw`(€ ?)?`;
const RANGE_WORD = String.raw`à|a|au|-|–|—|et|to`;
/** The whole grammar, on a trimmed, lower-case text whose spaces are single ' '. */
const BUDGET_TEXT = new RegExp(
  String.raw`^(?:(de|entre) ?)?${EURO_BEFORE}${AMOUNT}${EURO_AFTER}(?: ?(${RANGE_WORD}) ?${EURO_BEFORE}${AMOUNT}${EURO_AFTER})?$`,
  'u',
);

export type ParsedBudget = { ok: true; budget: Budget | null } | { ok: false };

/**
 * Reads what an organiser types as a budget: '' (none), '30', '30 €', '30€', '30 euros',
 * '12,50', '12.50 €', '1 500 €', or a range: '20 à 30 €', '20-30', '20 – 30 €', '20 a 30',
 * 'de 20 à 30 €', '20 € à 30 €', 'entre 20 et 30 €'; and as English writes them: '€30',
 * '€1,500', '€20 to 30', '€20 to €30'. Each amount is more than 0 and at most
 * 100 000 €; a range whose ends are equal is that one amount, a range written backwards is
 * refused (it is more likely a typo than a wish). Anything else (another currency, a negative
 * amount, a third number, words) is refused.
 */
export function parseBudget(text: string): ParsedBudget {
  if (text.length > BUDGET_MAX_LENGTH) return { ok: false };
  // \s also covers the no-break spaces that formatBudget writes and that paste carries along.
  const normalized = text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
  if (normalized === '') return { ok: true, budget: null };
  const match = BUDGET_TEXT.exec(normalized);
  if (match === null) return { ok: false };
  const [, opening, signBefore, minEuros, minDecimals, signAfter, rangeWord] = match;
  const [maxSignBefore, maxEuros, maxDecimals, maxSignAfter] = match.slice(7);
  // One euro sign per amount: '€30' or '30 €', not '€30 €'.
  if ((signBefore && signAfter) || (maxSignBefore && maxSignAfter)) return { ok: false };
  // 'de' goes with a range ('de 20 à 30'), and 'entre … et …' only together.
  const isRange = maxEuros !== undefined;
  if (opening !== undefined && !isRange) return { ok: false };
  if (isRange && (opening === 'entre') !== (rangeWord === 'et')) return { ok: false };
  const min = toCents(minEuros as string, minDecimals);
  const max = maxEuros === undefined ? min : toCents(maxEuros, maxDecimals);
  if (min < 1 || max > MAX_CENTS || min > max) return { ok: false };
  return { ok: true, budget: { min, max } };
}

/** Cents from the euros ('1 500') and decimals ('5' means 50 cents) without a float on the way. */
function toCents(euros: string, decimals: string | undefined): number {
  const whole = Number(euros.replaceAll(/[ ,]/g, ''));
  return whole * CENTS_PER_EURO + Number((decimals ?? '').padEnd(2, '0'));
}
